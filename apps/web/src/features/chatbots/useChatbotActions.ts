import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { CLONE_RELOAD_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { orpc } from '../../lib/orpc';

/**
 * What the list's card menu does to one chatbot (quick edit, clone, delete): each call with its
 * toast and the refresh of every cached chatbot call it changed. `onDone` closes the modal.
 */
export function useChatbotActions(chatbot: ChatbotListItem, onDone: () => void) {
  const queryClient = useQueryClient();
  const refreshChatbots = () => queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });
  const failed = (fallback: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: apiFailureMessage(classifyApiError(error), fallback) });

  const edit = useMutation(
    orpc.chatbots.updateEase.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.chatbots.edited });
        void refreshChatbots();
        onDone();
      },
      onError: failed(messages.chatbots.editFailed),
    }),
  );

  const clone = useMutation(
    orpc.chatbots.clone.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message || messages.chatbots.cloned });
        onDone();
        // The spec reloads after 1.5 s, leaving the toast time to be read before the grid moves.
        setTimeout(() => void refreshChatbots(), CLONE_RELOAD_MS);
      },
      onError: failed(messages.chatbots.cloneFailed),
    }),
  );

  const remove = useMutation(
    orpc.chatbots.remove.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.chatbots.deleted });
        // Gone from the grid at once; the refetch then confirms with the server's list.
        queryClient.setQueryData(orpc.chatbots.list.queryKey(), (list) =>
          list ? { ...list, chatbots: list.chatbots.filter((item) => item._id !== chatbot._id) } : list,
        );
        queryClient.removeQueries({ queryKey: orpc.chatbots.get.key({ input: { id: chatbot._id } }) });
        void refreshChatbots();
        onDone();
      },
      onError: failed(messages.chatbots.deleteFailed),
    }),
  );

  return { edit, clone, remove };
}
