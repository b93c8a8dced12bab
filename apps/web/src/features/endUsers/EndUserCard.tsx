import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { Badge, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { libTexts } from '../../lib/texts/libTexts';
import { EndUserIdentity } from './EndUserIdentity';
import { EndUserMenu } from './EndUserMenu';
import { EndUserTagBadges } from './EndUserTagBadges';
import { formatLastActivity, formatRelativeActivity } from './endUserDates';
import { endUserDisplay } from './endUserDisplay';
import { endUserTexts } from './endUserTexts';

/**
 * One end-user on a phone: the row's facts stacked in a card the width of the screen, and its
 * actions as buttons a thumb can hit (the table's six columns need 920 px). Memoised like a row.
 */
export const EndUserCard = memo(function EndUserCard({ endUser }: { endUser: BotEndUser }) {
  const t = useTexts(endUserTexts);
  // The relative dates and the visitors' names come from lib's texts.
  useTexts(libTexts);
  const { name, contact, conversation, whatsappDigits } = endUserDisplay(endUser);
  const interactions = t.row.interactions({
    count: endUser.total_discussions,
    formatted: formatNumber(endUser.total_discussions),
  });
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <EndUserIdentity endUser={endUser} name={name} contact={contact} large />
        <EndUserMenu name={name} conversation={conversation} endUserId={endUser.iduser} large />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="xs">
        <Badge component={Link} to={`/dashboard/chatbots/${endUser.idbot}/home`} variant="light" maw="55%">
          {endUser.bot_name || t.unnamedChatbot}
        </Badge>
        <Text size="xs" c="dimmed" ta="right" title={formatLastActivity(endUser.created_at)}>
          {interactions} · {formatRelativeActivity(endUser.created_at)}
        </Text>
      </Group>
      {endUser.tag_count > 0 && (
        <Box mt="xs">
          <EndUserTagBadges tags={endUser.tags} count={endUser.tag_count} />
        </Box>
      )}
      {/* Never narrower than its longest word: a longer language puts WhatsApp on the next line. */}
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button
          component={Link}
          to={conversation}
          variant="light"
          size="sm"
          leftSection={<IconMessage size={16} />}
          style={{ flex: '1 1 auto', minWidth: 'min-content' }}
        >
          {t.openConversation}
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
            aria-label={t.openWhatsApp}
          >
            {/* i18n-exempt: the platform's name */}
            WhatsApp
          </Button>
        )}
      </Group>
    </Paper>
  );
});
