import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';
import type { ConversationNote, InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText } from '../../components/chat/failureText';
import { orpc } from '../../lib/orpc';
import {
  type ConversationData,
  conversationOptions,
  patchListRows,
  storeConversation,
  storeSentMessage,
} from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';

/**
 * What an agent does in the pane. Each answer goes into the cached conversation and list row at
 * once (the live events bring it to the others); status and assignment also refresh the lists,
 * whose views the conversation may leave. Toasts say the server's message; a failure, its reason.
 */
export function useInboxConversationActions(conversation: InboxConversation) {
  const client = useQueryClient();
  const { id, chatbot_id: chatbotId, usertel } = conversation;
  const showFailure = (error: unknown) =>
    notifications.show({ color: 'red', message: failureText(error, inboxConversationTexts.actionFailed) });
  const refreshLists = () => void client.invalidateQueries({ queryKey: orpc.inbox.list.key() });
  const editNotes = (change: (notes: ConversationNote[]) => ConversationNote[]) =>
    client.setQueryData<ConversationData>(conversationOptions(id).queryKey, (old) =>
      old ? { ...old, notes: change(old.notes) } : old,
    );

  const moved = {
    onSuccess: (result: { conversation: InboxConversation; message: string }) => {
      storeConversation(client, result.conversation);
      refreshLists();
      notifications.show({ color: 'teal', message: result.message });
    },
    onError: showFailure,
  };
  const assign = useMutation(orpc.inbox.assign.mutationOptions(moved));
  const setStatus = useMutation(orpc.inbox.setStatus.mutationOptions(moved));

  const setLabels = useMutation(
    orpc.inbox.setLabels.mutationOptions({
      onSuccess: (result) => {
        storeConversation(client, result.conversation);
        notifications.show({ color: 'teal', message: inboxConversationTexts.details.labelsSaved });
      },
      onError: showFailure,
    }),
  );

  const addNote = useMutation(
    orpc.inbox.addNote.mutationOptions({
      onSuccess: (result) => {
        editNotes((notes) => [...notes.filter((note) => note.id !== result.note.id), result.note]);
        notifications.show({ color: 'teal', message: inboxConversationTexts.notes.added });
      },
      onError: showFailure,
    }),
  );
  const removeNote = useMutation(
    orpc.inbox.removeNote.mutationOptions({
      onSuccess: (_result, { noteId }) => {
        editNotes((notes) => notes.filter((note) => note.id !== noteId));
        notifications.show({ color: 'teal', message: inboxConversationTexts.notes.removed });
      },
      onError: showFailure,
    }),
  );

  const markRead = useMutation(
    orpc.inbox.markRead.mutationOptions({
      onSuccess: () => {
        patchListRows(client, id, (row) => ({ ...row, unread_count: 0 }));
        void client.invalidateQueries({ queryKey: orpc.inbox.counts.key() });
      },
    }),
  );

  // A reply (or a template) to a resolved conversation opens it: the server does, the agent is told.
  const reopenedBy = (before: ConversationStatus, after: InboxConversation) => {
    if (before === 'resolved' && after.status !== 'resolved') {
      refreshLists();
      notifications.show({ color: 'orange', message: inboxConversationTexts.composer.reopened });
    }
  };
  const reply = useMutation(
    orpc.inbox.reply.mutationOptions({
      onSuccess: (result) => {
        storeSentMessage(client, chatbotId, usertel, result.message);
        reopenedBy(conversation.status, result.conversation);
        storeConversation(client, result.conversation);
      },
    }),
  );
  const sendTemplate = useMutation(
    orpc.inbox.sendTemplate.mutationOptions({
      onSuccess: (result) => {
        storeSentMessage(client, chatbotId, usertel, result.message);
        reopenedBy(conversation.status, result.conversation);
        storeConversation(client, result.conversation);
        notifications.show({ color: 'teal', message: inboxConversationTexts.templates.sent });
      },
    }),
  );

  // A message the platform refused can be sent again from its bubble (the per-chatbot call).
  const retry = useMutation(
    orpc.conversations.retry.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'teal', message: inboxConversationTexts.transcript.retried });
        void client.invalidateQueries({ queryKey: orpc.conversations.transcript.key() });
      },
      onError: showFailure,
    }),
  );

  return { assign, setStatus, setLabels, addNote, removeNote, markRead, reply, sendTemplate, retry };
}
