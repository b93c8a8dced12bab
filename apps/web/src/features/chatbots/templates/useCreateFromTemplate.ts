import { UNAUTHORIZED_REDIRECT_MS } from '@griot/contract/constants';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { orpc } from '../../../lib/orpc';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { templateTexts } from './templateTexts';

/** The path of a chatbot's flow editor, where a chatbot made from a template opens. */
export function flowEditorPath(chatbotId: string): string {
  return `/dashboard/chatbots/${encodeURIComponent(chatbotId)}/playground`;
}

/**
 * Creates a chatbot from a template, then opens its flow editor: the template is a starting point
 * the user adapts at once. A refusal is shown where the user is (`onFailure`) and as a toast.
 */
export function useCreateFromTemplate(onFailure: (message: string) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const expireSession = useSessionExpiry();
  return useMutation(
    orpc.chatbotTransfer.fromTemplate.mutationOptions({
      onSuccess: (result, input) => {
        notifications.show({ color: 'green', message: templateTexts.created({ name: input.name ?? '' }) });
        void queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });
        navigate(flowEditorPath(result.chatbot_id));
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        const message = apiFailureMessage(failure, templateTexts.createFailed, templateTexts.unreachable);
        onFailure(message);
        notifications.show({ color: 'red', message });
        if (failure.kind === 'response' && failure.status === 401) expireSession(UNAUTHORIZED_REDIRECT_MS);
      },
    }),
  );
}
