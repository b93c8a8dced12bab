import { messages as catalogue } from '@griot/contract/messages';
import { Alert, Button, Center, Loader, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconMessageOff } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import bubbles from '../../components/chat/ChatBubble.module.css';
import { isFuture } from '../../components/chat/chatDates';
import { MessageThread } from '../../components/chat/MessageThread';
import { conversationTitle } from '../../lib/conversationIdentity';
import { useTexts } from '../../lib/i18n/useTexts';
import { useNow } from '../../lib/useNow';
import { ConversationHeader } from './ConversationHeader';
import { ConversationLoadFailure } from './ConversationLoadFailure';
import { conversationScreenTexts } from './conversationScreenTexts';
import { ReplyComposer } from './ReplyComposer';
import { useConversationActions } from './useConversationActions';
import { useChatbotName, useTranscript } from './useConversationQueries';

interface ConversationPanelProps {
  chatbotId: string;
  usertel: string;
  backTo?: string;
  /** Gives the page a way to mark the open conversation read when a live message comes in. */
  registerMarkRead: (markRead: (() => void) | null) => void;
}

/** The right side: the selected conversation's header, its messages and the reply box. */
export function ConversationPanel({ chatbotId, usertel, backTo, registerMarkRead }: ConversationPanelProps) {
  const t = useTexts(conversationScreenTexts);
  const { retry, markRead } = useConversationActions(chatbotId);
  const now = useNow();
  const transcript = useTranscript(chatbotId, usertel);
  const botName = useChatbotName(chatbotId);
  const viewport = useRef<HTMLDivElement>(null);
  const { mutate: markReadMutate } = markRead;
  const markReadNow = useCallback(
    () => markReadMutate({ chatbotId, usertel }),
    [markReadMutate, chatbotId, usertel],
  );

  // Opened by phone number (the home's last discussions link with +221…): move to the channel
  // identity the live updates and the list use, so the transcript follows them.
  const navigate = useNavigate();
  const canonical = transcript.data?.pages[0]?.conversation.usertel;
  useEffect(() => {
    if (canonical && canonical !== usertel)
      navigate(`/dashboard/chat/${encodeURIComponent(chatbotId)}/${encodeURIComponent(canonical)}`, {
        replace: true,
      });
  }, [canonical, usertel, chatbotId, navigate]);

  // Mark read once the transcript has loaded, then again (debounced) on live inbound messages.
  const loaded = transcript.isSuccess;
  useEffect(() => {
    if (loaded) markReadNow();
  }, [loaded, markReadNow]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scheduleMarkRead = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => markReadNow(), 1000);
  }, [markReadNow]);
  useEffect(() => {
    registerMarkRead(scheduleMarkRead);
    return () => {
      registerMarkRead(null);
      clearTimeout(timer.current);
    };
  }, [registerMarkRead, scheduleMarkRead]);

  const pages = transcript.data?.pages ?? [];
  const shown = pages
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  const firstId = shown[0]?.id;
  const lastId = shown.at(-1)?.id;

  // Scrolling: to the bottom on open and on new messages (when already near it); older pages keep the view.
  const anchor = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const before = anchor.current;
    if (before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId) {
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (lastId !== before.lastId) {
      const nearBottom = before.height - before.top - element.clientHeight < 160;
      if (before.lastId === undefined || nearBottom) element.scrollTop = element.scrollHeight;
    }
    anchor.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, lastId]);

  if (transcript.isPending)
    return (
      <Stack p="md" gap="md" aria-busy="true" aria-label={t.loadingTranscript} flex={1}>
        <Skeleton h={48} radius="md" />
        <Skeleton h={40} w="60%" radius="lg" />
        <Skeleton h={40} w="50%" radius="lg" ml="auto" />
        <Skeleton h={64} w="65%" radius="lg" />
        <Skeleton h={40} w="40%" radius="lg" ml="auto" />
      </Stack>
    );

  if (transcript.isError)
    return (
      <Center flex={1} p="md">
        <ConversationLoadFailure
          error={transcript.error}
          notFoundIcon={<IconMessageOff size={32} />}
          notFoundTitle={catalogue.conversations.notFound}
          failedTitle={t.transcriptFailedTitle}
          onRetry={() => void transcript.refetch()}
        />
      </Center>
    );

  const conversation = pages[0]?.conversation;
  if (!conversation) return null;
  const windowClosed =
    conversation.channel === 'whatsapp' && !isFuture(conversation.reply_window_ends_at, now);

  return (
    <>
      <ConversationHeader
        chatbotId={chatbotId}
        conversation={conversation}
        now={now}
        backTo={backTo}
        botName={botName}
      />
      <ScrollArea flex={1} type="auto" viewportRef={viewport} className={bubbles.thread}>
        <Stack p="md" gap="sm" role="log" aria-label={conversationTitle(conversation)}>
          {transcript.hasNextPage && (
            <Center>
              <Button
                variant="default"
                size="xs"
                radius="xl"
                loading={transcript.isFetchingNextPage}
                onClick={() => {
                  const element = viewport.current;
                  if (element)
                    anchor.current = {
                      ...anchor.current,
                      height: element.scrollHeight,
                      top: element.scrollTop,
                    };
                  void transcript.fetchNextPage();
                }}
              >
                {t.olderMessages}
              </Button>
            </Center>
          )}
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="xl">
              {t.noMessages}
            </Text>
          ) : (
            <MessageThread
              messages={shown}
              onRetry={(message) => retry.mutate({ chatbotId, usertel, messageId: message.id })}
            />
          )}
          {transcript.isRefetching && !transcript.isFetchingNextPage && (
            <Center>
              <Loader size="xs" type="dots" />
            </Center>
          )}
        </Stack>
      </ScrollArea>
      {windowClosed && (
        <Alert color="orange" icon={<IconClock size={18} />} mx="md" mt="sm" variant="light">
          {catalogue.conversations.windowClosed}
        </Alert>
      )}
      <ReplyComposer key={usertel} chatbotId={chatbotId} usertel={usertel} disabled={windowClosed} />
    </>
  );
}
