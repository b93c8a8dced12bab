import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Button, Center, Loader, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import bubbles from '../../components/chat/ChatBubble.module.css';
import { failureText } from '../../components/chat/failureText';
import { MessageThread } from '../../components/chat/MessageThread';
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

/** How close to the top (px) scrolling starts loading the page before. */
const LOAD_OLDER_AT = 80;

/**
 * The messages as the customer and the team exchanged them. Scrolling up near the top loads the
 * older page (the button does the same from the keyboard) and keeps what was on screen in place;
 * a new message scrolls to the bottom when the agent was already reading there.
 */
export function TranscriptView({ transcript, messages, onRetry }: TranscriptViewProps) {
  const t = useTexts(inboxConversationTexts).transcript;
  const common = useTexts(commonTexts);
  const viewport = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const anchor = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const before = anchor.current;
    if (before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId) {
      // An older page came in above: keep the same message under the eyes.
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (lastId !== before.lastId) {
      const nearBottom = before.height - before.top - element.clientHeight < 160;
      if (before.lastId === undefined || nearBottom) element.scrollTop = element.scrollHeight;
    }
    anchor.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, lastId]);

  const loadOlder = () => {
    if (!transcript.hasNextPage || transcript.isFetchingNextPage) return;
    const element = viewport.current;
    if (element) anchor.current = { ...anchor.current, height: element.scrollHeight, top: element.scrollTop };
    void transcript.fetchNextPage();
  };

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
    <ScrollArea
      flex={1}
      type="auto"
      viewportRef={viewport}
      className={bubbles.thread}
      onScrollPositionChange={({ y }) => {
        if (y < LOAD_OLDER_AT) loadOlder();
      }}
    >
      <Stack p="md" gap="sm" role="log" aria-label={t.label}>
        {transcript.hasNextPage && (
          <Center>
            <Button
              variant="default"
              size="xs"
              radius="xl"
              loading={transcript.isFetchingNextPage}
              onClick={loadOlder}
            >
              {t.olderMessages}
            </Button>
          </Center>
        )}
        {messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {t.noMessages}
          </Text>
        ) : (
          <MessageThread messages={messages} onRetry={onRetry} />
        )}
        {transcript.isRefetching && !transcript.isFetchingNextPage && (
          <Center>
            <Loader size="xs" type="dots" />
          </Center>
        )}
      </Stack>
    </ScrollArea>
  );
}
