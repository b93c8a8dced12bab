import type { ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureText } from '../../components/chat/failureText';
import { orpc } from '../../lib/orpc';
import { touchConversationRow, upsertConversation, upsertTranscriptMessage } from './conversationCache';
import { transcriptOptions } from './conversationQueries';
import { conversationScreenTexts } from './conversationScreenTexts';

/**
 * What an agent does in a conversation: reply, retry a failed message, mark it read, take over from
 * the bot or hand back. Each answer goes into the cached list and transcript at once (the live
 * events would bring it too, later); the toasts are here. A refused reply stays in the composer.
 */
export function useConversationActions(chatbotId: string) {
  const client = useQueryClient();
  const showFailure = (error: unknown) =>
    notifications.show({ color: 'red', message: failureText(error, conversationScreenTexts.actionFailed) });

  const reply = useMutation(
    orpc.conversations.reply.mutationOptions({
      onSuccess: (result, { usertel }) => {
        upsertTranscriptMessage(client, chatbotId, usertel, result.message);
        touchConversationRow(client, chatbotId, usertel, result.message);
        upsertConversation(client, chatbotId, result.conversation);
      },
    }),
  );

  const retry = useMutation(
    orpc.conversations.retry.mutationOptions({
      onSuccess: (_result, { usertel }) => {
        notifications.show({ color: 'teal', message: messages.conversations.retried });
        void client.invalidateQueries({ queryKey: transcriptOptions(chatbotId, usertel).queryKey });
      },
      onError: showFailure,
    }),
  );

  const markRead = useMutation(
    orpc.conversations.markRead.mutationOptions({
      onSuccess: (result) => upsertConversation(client, chatbotId, result.conversation),
    }),
  );

  // Taking over and handing back both answer the conversation, paused or not, and say so.
  const handedOver = (color: string, message: string) => ({
    onSuccess: (result: { conversation: ConversationSummary }) => {
      upsertConversation(client, chatbotId, result.conversation);
      notifications.show({ color, message });
    },
    onError: showFailure,
  });
  const takeOver = useMutation(
    orpc.conversations.takeOver.mutationOptions(handedOver('orange', messages.conversations.takenOver)),
  );
  const handBack = useMutation(
    orpc.conversations.handBack.mutationOptions(handedOver('teal', messages.conversations.handedBack)),
  );

  return { reply, retry, markRead, takeOver, handBack };
}
