import { messages } from '@griot/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { useSessionExpiry } from '../../lib/useSessionExpiry';
import type { DeclaredVariable } from './declaredVariable';
import { type SaveFailureTarget, saveFailureMessage, saveFailureTarget } from './saveFailureMessage';
import type { VariableDeclaration } from './variableDrafts';
import { hideSavingNotice, notifyVariables, showSavingNotice } from './variablesNotify';
import { variablesTexts } from './variablesTexts';

interface SaveCallbacks {
  /** The server's list after a save when the response carries one, else null. */
  onSaved: (variables: DeclaredVariable[] | null, sent: VariableDeclaration[]) => void;
  onRefused: (target: SaveFailureTarget, message: string) => void;
}

/** POST of the declared variables, with the screen's notices. */
export function useSaveVariables(chatbotId: string, { onSaved, onRefused }: SaveCallbacks) {
  const queryClient = useQueryClient();
  const expireSession = useSessionExpiry();
  return useMutation(
    orpc.variables.saveDeclarations.mutationOptions({
      onMutate: () => showSavingNotice(variablesTexts.savingNotice),
      onSettled: () => hideSavingNotice(),
      onSuccess: (result, sent) => {
        notifyVariables(
          'success',
          result.success ? messages.variables.saved : result.message || messages.variables.saved,
        );
        // The save answers like the list's call: the list's cache takes it as it is.
        const saved = result.chatbot[0]?.variables ?? null;
        if (saved)
          queryClient.setQueryData(orpc.variables.declarations.queryKey({ input: { chatbotId } }), result);
        onSaved(saved, sent.variables);
      },
      onError: (error) => {
        const failure = classifyApiError(error);
        // A refused token on save ends the session.
        if (failure.kind === 'response' && failure.status === 401) {
          expireSession();
          return;
        }
        const message = saveFailureMessage(failure);
        notifyVariables('error', message);
        const target = saveFailureTarget(failure);
        if (target) onRefused(target, message);
      },
    }),
  );
}
