import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { failureText } from '../../components/chat/failureText';
import { TranscriptThread } from '../../components/chat/TranscriptThread';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import type { TranscriptData } from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';

interface TranscriptViewProps {
  transcript: UseInfiniteQueryResult<TranscriptData>;
  /** The messages, oldest first (the pane reads the newest to mark the conversation read). */
  messages: readonly ChatMessage[];
  /** Sends a failed message again. */
  onRetry: (message: ChatMessage) => void;
}

/**
 * The messages as the customer and the team exchanged them. Scrolling up near the top loads the
 * older page (the button does the same from the keyboard) and keeps what was on screen in place;
 * a new message scrolls to the bottom when the agent was already reading there.
 */
export function TranscriptView({ transcript, messages, onRetry }: TranscriptViewProps) {
  const t = useTexts(inboxConversationTexts).transcript;
  const common = useTexts(commonTexts);

  if (transcript.isPending)
    return (
      <Stack p="md" gap="md" flex={1} aria-busy="true" aria-label={common.states.loading}>
        <Skeleton h={40} w="60%" radius="lg" />
        <Skeleton h={40} w="50%" radius="lg" ml="auto" />
        <Skeleton h={64} w="65%" radius="lg" />
        <Skeleton h={40} w="40%" radius="lg" ml="auto" />
      </Stack>
    );

  if (transcript.isError)
    return (
      <Center flex={1} p="md">
        <StateCard
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={t.loadFailed}
          text={failureText(transcript.error, common.states.checkConnection)}
          role="alert"
        >
          <Button variant="light" color="red" onClick={() => void transcript.refetch()}>
            {common.actions.retry}
          </Button>
        </StateCard>
      </Center>
    );

  return (
    <TranscriptThread
      transcript={transcript}
      messages={messages}
      onRetry={onRetry}
      label={t.label}
      olderMessagesText={t.olderMessages}
      noMessagesText={t.noMessages}
      loadOlderNearTop
    />
  );
}
