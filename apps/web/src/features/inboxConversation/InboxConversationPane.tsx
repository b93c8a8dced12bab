import { Button, Center, Drawer, Skeleton, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertTriangle, IconMessageOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText, isNotFound } from '../../components/chat/failureText';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { conversationTitle } from '../../lib/conversationIdentity';
import { useTexts } from '../../lib/i18n/useTexts';
import { DetailsPanel } from './DetailsPanel';
import classes from './InboxConversation.module.css';
import { type ConversationData, conversationOptions, transcriptOptions } from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';
import { PaneHeader } from './PaneHeader';
import { ReplyArea } from './ReplyArea';
import { TranscriptView } from './TranscriptView';
import { useInboxConversationActions } from './useInboxConversationActions';
import { useMarkReadWhileOpen } from './useMarkReadWhileOpen';

/** The pane's width (px) from which the details column fits beside a readable transcript. */
const DETAILS_BESIDE_FROM = 860;

interface InboxConversationPaneProps {
  /** The end-user's id: a conversation per end-user. */
  conversationId: string;
  /** Where the back arrow (phones) and a 404 lead: the inbox list with its view and filters. */
  backTo: string;
}

/**
 * One conversation of the team inbox: its header and actions, the messages, the reply box, and
 * the details (contact, labels, response times, private notes) beside them from 1200 px, in a
 * drawer below. The inbox page keeps it fresh by invalidating inbox.get and the transcript on
 * live events.
 */
export function InboxConversationPane({ conversationId, backTo }: InboxConversationPaneProps) {
  const t = useTexts(inboxConversationTexts);
  const common = useTexts(commonTexts);
  const conversation = useQuery(conversationOptions(conversationId));

  if (conversation.isPending)
    return (
      <Stack className={classes.pane} p="md" gap="md" aria-busy="true" aria-label={t.loading}>
        <Skeleton h={48} radius="md" />
        <Skeleton h={40} w="60%" radius="lg" />
        <Skeleton h={40} w="50%" radius="lg" ml="auto" />
        <Skeleton h={64} w="65%" radius="lg" />
      </Stack>
    );

  if (conversation.isError)
    return (
      <Center className={classes.pane} p="md">
        {isNotFound(conversation.error) ? (
          <StateCard
            icon={<IconMessageOff size={32} />}
            color="gray"
            title={t.notFoundTitle}
            text={t.notFoundText}
            role="alert"
          >
            <Button component={Link} to={backTo} variant="light">
              {t.backToInbox}
            </Button>
          </StateCard>
        ) : (
          <StateCard
            icon={<IconAlertTriangle size={32} />}
            color="red"
            title={t.loadFailedTitle}
            text={failureText(conversation.error, common.states.checkConnection)}
            role="alert"
          >
            <Button variant="light" color="red" onClick={() => void conversation.refetch()}>
              {common.actions.retry}
            </Button>
          </StateCard>
        )}
      </Center>
    );

  return <LoadedPane key={conversationId} data={conversation.data} backTo={backTo} />;
}

function LoadedPane({ data, backTo }: { data: ConversationData; backTo: string }) {
  const t = useTexts(inboxConversationTexts);
  const common = useTexts(commonTexts);
  const { conversation } = data;
  const actions = useInboxConversationActions(conversation);
  const transcript = useInfiniteQuery(transcriptOptions(conversation.chatbot_id, conversation.usertel));
  const messages = (transcript.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  useMarkReadWhileOpen(conversation.id, messages.at(-1), actions.markRead.mutate);
  // The details sit beside the messages when the pane has room for both (from about 1360 px
  // of screen beside the inbox list), else in the 'Détails' drawer: measured on the pane, since
  // the list and the sidebar take their share of the screen.
  const { ref, width } = useElementSize<HTMLElement>();
  const wide = width >= DETAILS_BESIDE_FROM;
  const [detailsOpen, setDetailsOpen] = useState(false);

  return (
    <section ref={ref} className={classes.pane} aria-label={conversationTitle(conversation)}>
      <PaneHeader
        conversation={conversation}
        actions={actions}
        backTo={backTo}
        onShowDetails={wide ? undefined : () => setDetailsOpen(true)}
      />
      <div className={classes.body}>
        <div className={classes.main}>
          <TranscriptView
            transcript={transcript}
            messages={messages}
            onRetry={(message) =>
              actions.retry.mutate({
                chatbotId: conversation.chatbot_id,
                usertel: conversation.usertel,
                messageId: message.id,
              })
            }
          />
          <ReplyArea conversation={conversation} actions={actions} />
        </div>
        {wide && (
          <aside className={classes.details} aria-label={t.details.title}>
            <DetailsPanel data={data} actions={actions} />
          </aside>
        )}
      </div>
      {!wide && (
        <Drawer
          opened={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          title={t.details.title}
          closeButtonProps={{ 'aria-label': common.actions.close }}
          position="right"
          size="min(100%, 380px)"
        >
          <DetailsPanel data={data} actions={actions} />
        </Drawer>
      )}
    </section>
  );
}
