import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiFailure, classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { orpc } from '../../../lib/orpc';
import { serverErrorText } from '../../../lib/serverErrorText';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { chatbotTexts } from '../chatbotTexts';

/** An upload of up to 5 MB gets more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * The settings screen's calls on one chatbot (save, avatar, Telegram, token reveal) with their
 * toasts and cache updates. What each does to the form itself stays with the form, passed to
 * `mutate(input, { onSuccess, onError })`.
 */
export function useChatbotSettingsActions(chatbotId: string) {
  const queryClient = useQueryClient();
  const expireSession = useSessionExpiry();
  const detailKey = orpc.chatbots.get.queryKey({ input: { id: chatbotId } });
  const refreshChatbots = () => queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });

  const save = useMutation(
    orpc.chatbots.update.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: messages.chatbots.settingsSaved });
        if (result?.chatbot) queryClient.setQueryData(detailKey, result);
        void refreshChatbots();
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        if (failure.kind === 'response' && failure.status === 401) {
          expireSession();
          return;
        }
        showRefusal(failure, messages.chatbots.settingsSaveFailed);
      },
    }),
  );

  const uploadAvatar = useMutation(
    orpc.chatbots.uploadAvatar.mutationOptions({
      context: { timeoutMs: UPLOAD_TIMEOUT_MS },
      onSuccess: (result) => {
        if (!result?.avatar) {
          notifications.show({ color: 'red', message: chatbotTexts.settings.avatarUpdateFailed });
          return;
        }
        queryClient.setQueryData(detailKey, (current) =>
          current ? { ...current, chatbot: { ...current.chatbot, avatar: result.avatar } } : current,
        );
        void queryClient.invalidateQueries({ queryKey: orpc.chatbots.list.key() });
        notifications.show({ color: 'green', message: result.message || messages.chatbots.avatarUpdated });
      },
      onError: (error) => showRefusal(classifyApiError(error), chatbotTexts.settings.avatarUploadFailed),
    }),
  );

  const connectTelegram = useMutation(
    orpc.chatbots.connectTelegram.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        void refreshChatbots();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiFailureMessage(classifyApiError(error), chatbotTexts.telegram.failed),
        }),
    }),
  );

  const revealAccessToken = useMutation(
    orpc.chatbots.revealAccessToken.mutationOptions({
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiFailureMessage(classifyApiError(error), chatbotTexts.token.revealFailed),
        }),
    }),
  );

  return { save, uploadAvatar, connectTelegram, revealAccessToken };
}

/** The server's reason under the action's name as title, or the action's failure alone. */
function showRefusal(failure: ApiFailure, failed: string): void {
  const detail = serverErrorText(failure);
  notifications.show({ color: 'red', title: detail ? failed : undefined, message: detail ?? failed });
}
