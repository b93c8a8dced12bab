import { messages as catalogue } from '@griot/contract/messages';
import { Alert, Center, Skeleton, Stack } from '@mantine/core';
import { IconClock, IconMessageOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isFuture } from '../../components/chat/chatDates';
import { TranscriptThread } from '../../components/chat/TranscriptThread';
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
        backTo={backTo}
        botName={botName}
      />
      <TranscriptThread
        transcript={transcript}
        messages={shown}
        onRetry={(message) => retry.mutate({ chatbotId, usertel, messageId: message.id })}
        label={conversationTitle(conversation)}
        olderMessagesText={t.olderMessages}
        noMessagesText={t.noMessages}
      />
      {windowClosed && (
        <Alert color="orange" icon={<IconClock size={18} />} mx="md" mt="sm" variant="light">
          {catalogue.conversations.windowClosed}
        </Alert>
      )}
      <ReplyComposer key={usertel} chatbotId={chatbotId} usertel={usertel} disabled={windowClosed} />
    </>
  );
}
