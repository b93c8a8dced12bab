import type { BotEndUser } from '@griot/contract/subscribers/subscriberSchemas';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage, IconSpeakerphone } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { UserIdentity } from './UserIdentity';
import { UserMenu } from './UserMenu';
import classes from './UsersTable.module.css';
import { formatLastActivity, formatRelativeActivity } from './userDates';
import { userDisplay } from './userDisplay';

/**
 * One end-user: who, which chatbot, how much they wrote, when last, and the ways to reach them.
 * Placed at `top` px in the virtualised body; memoised, so rows that stay on screen while the
 * list scrolls are not rendered again.
 */
export const UserRow = memo(function UserRow({
  user,
  rowIndex,
  top,
}: {
  user: BotEndUser;
  rowIndex: number;
  top: number;
}) {
  const { name, contact, conversation, whatsappDigits } = userDisplay(user);
  return (
    <tr
      className={classes.row}
      aria-rowindex={rowIndex}
      style={{
        height: 60,
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        transform: `translateY(${top}px)`,
      }}
    >
      <td>
        <UserIdentity user={user} name={name} contact={contact} />
      </td>
      <td>
        <Badge
          component={Link}
          to={`/dashboard/chatbots/${user.idbot}/home`}
          variant="light"
          style={{ cursor: 'pointer' }}
          maw="100%"
        >
          {user.bot_name || 'Non spécifié'}
        </Badge>
      </td>
      <td>
        <Text size="sm">{formatNumber(user.total_discussions)}</Text>
      </td>
      <td>
        <Text size="sm">{formatRelativeActivity(user.created_at)}</Text>
        <Text size="xs" c="dimmed">
          {formatLastActivity(user.created_at)}
        </Text>
      </td>
      <td>
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Diffusion : bientôt depuis le tableau de bord du chatbot">
            <ActionIcon variant="subtle" color="gray" aria-label="Diffuser un message" disabled>
              <IconSpeakerphone size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Ouvrir la conversation">
            <ActionIcon
              component={Link}
              to={conversation}
              variant="subtle"
              aria-label="Ouvrir la conversation"
            >
              <IconMessage size={16} />
            </ActionIcon>
          </Tooltip>
          {whatsappDigits && (
            <Tooltip label="Ouvrir WhatsApp">
              <ActionIcon
                component="a"
                href={`https://wa.me/${whatsappDigits}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="green"
                aria-label="Ouvrir WhatsApp"
              >
                <IconBrandWhatsapp size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <UserMenu name={name} conversation={conversation} iduser={user.iduser} />
        </Group>
      </td>
    </tr>
  );
});
