import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ChatbotAvatar } from '../../components/ChatbotAvatar';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { displayLocale } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './ChatbotCard.module.css';
import { ChatbotCardMenu } from './ChatbotCardMenu';
import { ChatbotStatusIndicator } from './ChatbotStatusIndicator';
import { chatbotTexts } from './chatbotTexts';
import { SilentChatbotWarning } from './SilentChatbotWarning';
import { CARD_NAME_MAX, CARD_NAME_MAX_PHONE, shortenCardName } from './shortenCardName';
import { truncateDescription } from './truncateDescription';

/**
 * One chatbot of the list: the name is a link stretched over the card, so the card
 * opens the chatbot's dashboard by click or keyboard while its menu stays a separate control.
 */
export function ChatbotCard({ chatbot }: { chatbot: ChatbotListItem }) {
  const t = useTexts(chatbotTexts);
  const nameId = useId();
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const shown = shortenCardName(chatbot.bot_name, phone ? CARD_NAME_MAX_PHONE : CARD_NAME_MAX);
  const description = truncateDescription(chatbot.description ?? '');
  const updated = formatUpdateDate(chatbot.update_date || chatbot.created_at);

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      component="article"
      aria-labelledby={nameId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ChatbotAvatar avatar={chatbot.avatar} name={chatbot.bot_name} size={52} />
          <Stack gap={6} miw={0} align="flex-start">
            <Text
              component={Link}
              to={`/dashboard/chatbots/${chatbot._id}/home`}
              id={nameId}
              className={classes.link}
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              lh={1.3}
              // Two lines, and a long name cut in the middle: names that begin alike read apart.
              lineClamp={2}
              title={chatbot.bot_name}
              style={{ overflowWrap: 'anywhere' }}
            >
              {shown === chatbot.bot_name.trim() ? (
                shown
              ) : (
                // Read out whole; the shortened form is only for the eye.
                <>
                  <span aria-hidden>{shown}</span>
                  <VisuallyHidden>{chatbot.bot_name}</VisuallyHidden>
                </>
              )}
            </Text>
            <ChatbotTypeBadge type={chatbot.type} />
          </Stack>
        </Group>
        <div className={classes.menu}>
          <ChatbotCardMenu chatbot={chatbot} describedBy={nameId} />
        </div>
      </Group>

      <Text
        size="sm"
        c="dimmed"
        mt="md"
        className={classes.description}
        fs={description ? undefined : 'italic'}
      >
        {description || t.card.noDescription}
      </Text>

      <SilentChatbotWarning chatbotId={chatbot._id} reasons={chatbot.silent_reasons} compact />

      <SimpleGrid cols={2} spacing="xs" mt="md" p="sm" className={classes.stats}>
        <Stat icon={<IconUsers size={16} />} value={chatbot.userCount} label={t.card.users} />
        <Stat
          icon={<IconMessages size={16} />}
          value={chatbot.interactionCount}
          label={t.card.interactions}
        />
      </SimpleGrid>

      <Group justify="space-between" mt="md" gap="xs">
        <ChatbotStatusIndicator status={chatbot.status} />
        {updated && (
          <Text size="xs" c="dimmed">
            {t.card.updated({ date: updated })}
          </Text>
        )}
      </Group>
    </Card>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" radius="md" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} lh={1.2}>
          {formatNumber(value ?? 0)}
        </Text>
        <Text size="xs" c="dimmed" lh={1.2}>
          {label}
        </Text>
      </div>
    </Group>
  );
}

/** One formatter per locale: a card is drawn per chatbot, a formatter costs more to build than to use. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '12 avr. 2026' in the language shown. */
function formatUpdateDate(value: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const locale = displayLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(time);
}
