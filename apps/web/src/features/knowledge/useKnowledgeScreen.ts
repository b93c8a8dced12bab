import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

export const knowledgeQueryKeys = {
  chatbot: (id: string) => ['knowledge', id, 'chatbot'] as const,
  defaultBlock: (id: string) => ['knowledge', id, 'default'] as const,
  files: (id: string) => ['knowledge', id, 'files'] as const,
  blocks: (id: string) => ['knowledge', id, 'blocks'] as const,
};

/** Files still being indexed are looked at again this often. */
const PENDING_POLL_MS = 1500;

/** Everything the knowledge screen loads: the chatbot, its default block, its blocks, its knowledge. */
export function useKnowledgeScreen(idchatbot: string) {
  const chatbot = useQuery({
    queryKey: knowledgeQueryKeys.chatbot(idchatbot),
    queryFn: async () => (await api.chatbots.getForEditor({ idchatbot })).chatbot,
  });
  const defaultBlock = useQuery({
    queryKey: knowledgeQueryKeys.defaultBlock(idchatbot),
    queryFn: async () => (await api.flows.defaultBlock({ id: idchatbot })).defaultblock[0] ?? null,
  });
  const knowledge = useQuery({
    queryKey: knowledgeQueryKeys.files(idchatbot),
    queryFn: () => api.knowledge.files({ id: idchatbot }),
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => file.status === 'pending') ? PENDING_POLL_MS : false,
  });
  const blocks = useQuery({
    queryKey: knowledgeQueryKeys.blocks(idchatbot),
    queryFn: async () => (await api.flows.all({ id: idchatbot })).flow,
  });
  return { chatbot, defaultBlock, knowledge, blocks };
}
