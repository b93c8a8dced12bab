import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../../../lib/apiErrors';
import { orpc } from '../../../../lib/orpc';
import { serverErrorText } from '../../../../lib/serverErrorText';
import { useSessionExpiry } from '../../../../lib/useSessionExpiry';
import { widgetLanguageTexts } from './widgetLanguageTexts';

/**
 * Saves the chatbot's language alone (the update call takes any subset of the settings), with its
 * toasts; the chatbot's cached details take the saved chatbot. A refused session ends at once.
 */
export function useWidgetLanguageSave(chatbotId: string) {
  const queryClient = useQueryClient();
  const expireSession = useSessionExpiry();
  const detailKey = orpc.chatbots.get.queryKey({ input: { id: chatbotId } });
  return useMutation(
    orpc.chatbots.update.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: widgetLanguageTexts.saved });
        if (result?.chatbot) queryClient.setQueryData(detailKey, result);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        if (failure.kind === 'response' && failure.status === 401) {
          expireSession();
          return;
        }
        const detail = serverErrorText(failure);
        const failed = widgetLanguageTexts.saveFailed;
        notifications.show({ color: 'red', title: detail ? failed : undefined, message: detail ?? failed });
      },
    }),
  );
}
