import { messages } from '@griot/contract/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { failureMessage, hasStatus, isAuthFailure } from '../authFailure';
import { flowTexts } from '../flowTexts';
import { notifyError, notifySuccess } from '../notify';
import { useLeaveOnAuthFailure } from '../useLeaveOnAuthFailure';
import { cacheBlock } from './cacheBlock';

// What can be done to a block as a whole: create it, rename it, delete it, switch GRIOT IA on the
// default block. Each call comes with its toast, the cached calls it changes, and the move to
// /login on a dead session; the component says what its own screen does next.

/** Creates a block; `refused` gets the reason to show under the name (an idblock already taken). */
export function useCreateBlock(on: {
  created: (idblock: string) => void;
  refused: (problem: string) => void;
}) {
  const queryClient = useQueryClient();
  const leave = useLeaveOnAuthFailure();
  return useMutation(
    orpc.flows.create.mutationOptions({
      onSuccess: async (result, input) => {
        notifySuccess(result.message || messages.flows.blockCreated);
        // The editor opens on the block the server just returned: no lookup that could still miss it.
        cacheBlock(queryClient, input.idchatbot, result.block);
        await refreshTree(queryClient, input.idchatbot);
        on.created(result.block.idblock);
      },
      onError: (failure) => {
        if (isAuthFailure(failure)) return leave();
        on.refused(
          hasStatus(failure, 409)
            ? messages.flows.blockExists
            : failureMessage(failure, flowTexts.loadFailed),
        );
      },
    }),
  );
}

/** Renames a block; `renamed` gets the name the server accepted. */
export function useRenameBlock(renamed: (blockname: string) => void) {
  const queryClient = useQueryClient();
  const leave = useLeaveOnAuthFailure();
  return useMutation(
    orpc.flows.rename.mutationOptions({
      onSuccess: (result, input) => {
        renamed(input.blockname);
        notifySuccess(result.message || messages.flows.blockRenamed);
        void refreshTree(queryClient, input.idchatbot);
      },
      onError: (failure) => {
        if (isAuthFailure(failure)) return leave();
        notifyError(failureMessage(failure, messages.flows.saveFailed));
      },
    }),
  );
}

/** Deletes a block; `failed` lets the modal read the links again (one may have just been added). */
export function useDeleteBlock(on: { deleted: () => void; failed: () => void }) {
  const queryClient = useQueryClient();
  const leave = useLeaveOnAuthFailure();
  return useMutation(
    orpc.flows.remove.mutationOptions({
      onSuccess: async (result, input) => {
        notifySuccess(result.message || messages.flows.blockDeleted);
        await refreshTree(queryClient, input.idchatbot);
        on.deleted();
      },
      onError: (failure) => {
        if (isAuthFailure(failure)) return leave();
        notifyError(failureMessage(failure, messages.flows.saveFailed));
        on.failed();
      },
    }),
  );
}

/** 'GRIOT IA' on the default block; `show` puts the switch back when the server refuses. */
export function useAssistantSwitch(show: (checked: boolean) => void) {
  const leave = useLeaveOnAuthFailure();
  return useMutation(
    orpc.flows.setAssistantSwitch.mutationOptions({
      onSuccess: (result, { status }) => {
        if (!result.success) {
          show(!status);
          return notifyError(result.message || messages.flows.assistantFailed);
        }
        notifySuccess(result.message || (status ? messages.flows.assistantOn : messages.flows.assistantOff));
      },
      onError: (error, { status }) => {
        show(!status);
        if (isAuthFailure(error)) return leave();
        const failure = classifyApiError(error);
        notifyError(
          failure.kind === 'response' && failure.message
            ? flowTexts.assistantError({ message: failure.message })
            : messages.flows.assistantFailed,
        );
      },
    }),
  );
}

/** The sidebar's block list, read again after a block was added, renamed or removed. */
function refreshTree(queryClient: QueryClient, chatbotId: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: orpc.flows.tree.key({ input: { idchatbot: chatbotId } }),
  });
}
