import { REDIRECT_AFTER_CREATE_MS, UNAUTHORIZED_REDIRECT_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { orpc } from '../../../lib/orpc';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { chatbotTexts } from '../chatbotTexts';
import { createRedirect } from './createRedirect';
import { useCreateReturnParams } from './useCreateReturnParams';

/** An upload of up to 5 MB gets more than the default 15 s. */
const CREATE_TIMEOUT_MS = 60_000;

export interface CreateFailure {
  message: string;
  /** The form field the server refused, when it named one. */
  field?: string;
}

/**
 * The creation screen's call and ways out: the toast, the short pause before opening where the user
 * came from (or the new chatbot), and 'Retour'/'Annuler' that forget the way back.
 */
export function useCreateChatbotActions(onFailure: (failure: CreateFailure) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const expireSession = useSessionExpiry();
  const { params, forget } = useCreateReturnParams();
  const [created, setCreated] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const create = useMutation(
    orpc.chatbots.create.mutationOptions({
      context: { timeoutMs: CREATE_TIMEOUT_MS },
      onSuccess: (result) => {
        setCreated(true);
        notifications.show({ color: 'green', message: messages.chatbots.created });
        void queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });
        redirectTimer.current = setTimeout(() => {
          forget();
          navigate(createRedirect(params, result.chatbot_id));
        }, REDIRECT_AFTER_CREATE_MS);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        const message = apiFailureMessage(
          failure,
          messages.chatbots.createFailed,
          chatbotTexts.create.unreachable,
        );
        onFailure({ message, field: failure.kind === 'response' ? failure.body.field : undefined });
        notifications.show({ color: 'red', message });
        if (failure.kind === 'response' && failure.status === 401) expireSession(UNAUTHORIZED_REDIRECT_MS);
      },
    }),
  );

  function leave() {
    clearTimeout(redirectTimer.current);
    forget();
    navigate(createRedirect(params, null));
  }

  return { create, created, leave };
}
