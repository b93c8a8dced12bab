import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { EndUserIdentity } from './EndUserIdentity';
import { EndUserMenu } from './EndUserMenu';
import { formatLastActivity, formatRelativeActivity } from './endUserDates';
import { endUserDisplay } from './endUserDisplay';

/**
 * One end-user on a phone: the row's facts stacked in a card the width of the screen, and its
 * actions as buttons a thumb can hit (the table's five columns need 780 px). Memoised like a row.
 */
export const EndUserCard = memo(function EndUserCard({ endUser }: { endUser: BotEndUser }) {
  const { name, contact, conversation, whatsappDigits } = endUserDisplay(endUser);
  const interactions = `${formatNumber(endUser.total_discussions)} interaction${endUser.total_discussions > 1 ? 's' : ''}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <EndUserIdentity endUser={endUser} name={name} contact={contact} large />
        <EndUserMenu name={name} conversation={conversation} endUserId={endUser.iduser} large />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="xs">
        <Badge component={Link} to={`/dashboard/chatbots/${endUser.idbot}/home`} variant="light" maw="55%">
          {endUser.bot_name || 'Non spécifié'}
        </Badge>
        <Text size="xs" c="dimmed" ta="right" title={formatLastActivity(endUser.created_at)}>
          {interactions} · {formatRelativeActivity(endUser.created_at)}
        </Text>
      </Group>
      <Group gap="xs" mt="sm" wrap="nowrap">
        <Button
          component={Link}
          to={conversation}
          variant="light"
          size="sm"
          leftSection={<IconMessage size={16} />}
          style={{ flex: 1 }}
        >
          Ouvrir la conversation
        </Button>
        {whatsappDigits && (
          <Button
            component="a"
            href={`https://wa.me/${whatsappDigits}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="green"
            size="sm"
            leftSection={<IconBrandWhatsapp size={16} />}
            aria-label="Ouvrir WhatsApp"
          >
            WhatsApp
          </Button>
        )}
      </Group>
    </Paper>
  );
});
