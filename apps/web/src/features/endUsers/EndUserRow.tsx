import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage, IconSpeakerphone } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { libTexts } from '../../lib/texts/libTexts';
import { EndUserIdentity } from './EndUserIdentity';
import { EndUserMenu } from './EndUserMenu';
import classes from './EndUsersTable.module.css';
import { EndUserTagBadges } from './EndUserTagBadges';
import { formatLastActivity, formatRelativeActivity } from './endUserDates';
import { endUserDisplay } from './endUserDisplay';
import { endUserTexts } from './endUserTexts';

/**
 * One end-user: who, which chatbot, their tags, how much they wrote, when last, and the ways to
 * reach them.
 * Placed at `top` px in the virtualised body; memoised, so rows that stay on screen while the
 * list scrolls are not rendered again.
 */
export const EndUserRow = memo(function EndUserRow({
  endUser,
  rowIndex,
  top,
}: {
  endUser: BotEndUser;
  rowIndex: number;
  top: number;
}) {
  const t = useTexts(endUserTexts);
  // The relative dates and the visitors' names come from lib's texts.
  useTexts(libTexts);
  const { name, contact, conversation, whatsappDigits } = endUserDisplay(endUser);
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
        <EndUserIdentity endUser={endUser} name={name} contact={contact} />
      </td>
      <td>
        <Badge
          component={Link}
          to={`/dashboard/chatbots/${endUser.idbot}/home`}
          variant="light"
          style={{ cursor: 'pointer' }}
          maw="100%"
        >
          {endUser.bot_name || t.unnamedChatbot}
        </Badge>
      </td>
      <td className={classes.tags}>
        <EndUserTagBadges tags={endUser.tags} count={endUser.tag_count} />
      </td>
      <td>
        <Text size="sm">{formatNumber(endUser.total_discussions)}</Text>
      </td>
      <td>
        <Text size="sm">{formatRelativeActivity(endUser.created_at)}</Text>
        <Text size="xs" c="dimmed">
          {formatLastActivity(endUser.created_at)}
        </Text>
      </td>
      <td>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t.row.broadcastSoon}>
            <ActionIcon variant="subtle" color="gray" aria-label={t.row.broadcast} disabled>
              <IconSpeakerphone size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.openConversation}>
            <ActionIcon component={Link} to={conversation} variant="subtle" aria-label={t.openConversation}>
              <IconMessage size={16} />
            </ActionIcon>
          </Tooltip>
          {whatsappDigits && (
            <Tooltip label={t.openWhatsApp}>
              <ActionIcon
                component="a"
                href={`https://wa.me/${whatsappDigits}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="green"
                aria-label={t.openWhatsApp}
              >
                <IconBrandWhatsapp size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <EndUserMenu name={name} conversation={conversation} endUserId={endUser.iduser} />
        </Group>
      </td>
    </tr>
  );
});
