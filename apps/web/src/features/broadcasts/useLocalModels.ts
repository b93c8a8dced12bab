import type { LocalModelFields } from '@griot/contract/broadcasts/broadcastSchemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** A chatbot's local models with their create, update and delete calls; each refreshes both lists. */
export function useLocalModels(chatbotId: string, enabled = true) {
  const queryClient = useQueryClient();
  const input = { input: { id: chatbotId } };
  // The editor's list and the picker's (templates and local models) both show what changed.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orpc.broadcasts.localModels.key(input) }),
      queryClient.invalidateQueries({ queryKey: orpc.broadcasts.models.key(input) }),
    ]);
  const list = useQuery(orpc.broadcasts.localModels.queryOptions({ ...input, enabled }));
  // One form creates or updates: the call follows whether the model has an id yet.
  const save = useMutation({
    mutationFn: ({ modelId, fields }: { modelId: string | undefined; fields: LocalModelFields }) =>
      modelId
        ? orpc.broadcasts.updateModel.call({ id: chatbotId, modelId, ...fields })
        : orpc.broadcasts.createModel.call({ id: chatbotId, ...fields }),
    onSuccess: refresh,
  });
  const remove = useMutation(orpc.broadcasts.removeModel.mutationOptions({ onSuccess: refresh }));
  return { chatbotId, list, save, remove };
}
