import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import bubbles from './ChatBubble.module.css';
import { MessageThread } from './MessageThread';

/** The part of a transcript's infinite query the thread drives (its pages are the older messages). */
export interface TranscriptPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isRefetching: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface TranscriptThreadProps {
  transcript: TranscriptPages;
  /** The messages, oldest first. */
  messages: readonly ChatMessage[];
  /** Sends a failed message again. */
  onRetry: (message: ChatMessage) => void;
  /** The log's accessible name. */
  label: string;
  olderMessagesText: string;
  noMessagesText: string;
  /** Scrolling up near the top loads the older page too (the button alone otherwise). */
  loadOlderNearTop?: boolean;
}

/** How close to the top (px) scrolling starts loading the page before. */
const LOAD_OLDER_AT = 80;

/**
 * A conversation's messages in a scrolling log, shared by the inbox's pane and the per-chatbot
 * screen. The button loads the older page and keeps what was on screen in place; a new message
 * scrolls to the bottom on open, and later when the reader was already near the bottom.
 */
export function TranscriptThread({
  transcript,
  messages,
  onRetry,
  label,
  olderMessagesText,
  noMessagesText,
  loadOlderNearTop = false,
}: TranscriptThreadProps) {
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

  return (
    <ScrollArea
      flex={1}
      type="auto"
      viewportRef={viewport}
      className={bubbles.thread}
      onScrollPositionChange={
        loadOlderNearTop
          ? ({ y }) => {
              if (y < LOAD_OLDER_AT) loadOlder();
            }
          : undefined
      }
    >
      <Stack p="md" gap="sm" role="log" aria-label={label}>
        {transcript.hasNextPage && (
          <Center>
            <Button
              variant="default"
              size="xs"
              radius="xl"
              loading={transcript.isFetchingNextPage}
              onClick={loadOlder}
            >
              {olderMessagesText}
            </Button>
          </Center>
        )}
        {messages.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {noMessagesText}
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
