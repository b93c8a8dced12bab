import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Stack, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ContractOutputs } from '../../lib/orpc';
import { useNow } from '../../lib/useNow';
import { formatDuration, secondsBetween } from './formatDuration';
import { inboxConversationTexts } from './inboxConversationTexts';

type Episode = ContractOutputs['inbox']['get']['episode'];

/** The running (or last) stretch with a person: how fast it got a first answer, how long to resolve. */
export function ResponseTimes({
  conversation,
  episode,
}: {
  conversation: InboxConversation;
  episode: Episode;
}) {
  const t = useTexts(inboxConversationTexts).details;
  const now = useNow(60_000);
  const row = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
  return (
    <Stack gap={6}>
      {conversation.waiting_since && (
        <Text size="sm" c="var(--mantine-color-orange-text)" fw={600}>
          {t.waitingSince({ time: formatDuration(secondsBetween(conversation.waiting_since, now)) })}
        </Text>
      )}
      {episode ? (
        <>
          {row(
            t.firstResponse,
            episode.first_response_seconds === null
              ? t.noResponseYet
              : formatDuration(episode.first_response_seconds),
          )}
          {row(
            t.resolution,
            episode.resolution_seconds === null
              ? t.notResolvedYet
              : formatDuration(episode.resolution_seconds),
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t.noEpisode}
        </Text>
      )}
    </Stack>
  );
}
