import type { LocalModelFields } from '@griot/contract/broadcasts/broadcastSchemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

/** The query keys of a chatbot's models: the picker's list (templates and local) and the editor's. */
export const broadcastModelKeys = {
  all: (chatbotId: string) => ['broadcast-models', chatbotId] as const,
  local: (chatbotId: string) => ['broadcast-local-models', chatbotId] as const,
};

/** A chatbot's local models with their create, update and delete calls; each refreshes both lists. */
export function useLocalModels(chatbotId: string, enabled = true) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: broadcastModelKeys.local(chatbotId) }),
      queryClient.invalidateQueries({ queryKey: broadcastModelKeys.all(chatbotId) }),
    ]);
  const list = useQuery({
    queryKey: broadcastModelKeys.local(chatbotId),
    queryFn: () => api.broadcasts.localModels({ id: chatbotId }),
    enabled,
  });
  const save = useMutation({
    mutationFn: ({ modelId, fields }: { modelId: string | undefined; fields: LocalModelFields }) =>
      modelId
        ? api.broadcasts.updateModel({ id: chatbotId, modelId, ...fields })
        : api.broadcasts.createModel({ id: chatbotId, ...fields }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (modelId: string) => api.broadcasts.removeModel({ id: chatbotId, modelId }),
    onSuccess: refresh,
  });
  return { list, save, remove };
}
