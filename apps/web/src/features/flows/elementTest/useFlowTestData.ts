import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/** The chatbots, the chosen chatbot's blocks and its variables: the test screen's three loads. */
export function useFlowTestData(chatbotId: string | null) {
  const chatbots = useQuery({ queryKey: ['chatbots'], queryFn: () => api.chatbots.list() });
  const tree = useQuery({
    queryKey: ['flows', chatbotId, 'tree'],
    queryFn: () => api.flows.tree({ idchatbot: chatbotId ?? '' }),
    enabled: chatbotId !== null,
  });
  const variables = useQuery({
    queryKey: ['variables', chatbotId, 'editor'],
    queryFn: () => api.variables.forEditor({ idchatbot: chatbotId ?? '' }),
    enabled: chatbotId !== null,
  });
  return { chatbots, tree, variables };
}
