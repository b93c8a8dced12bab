import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** Files still being indexed are looked at again this often. */
const PENDING_POLL_MS = 1500;

/** Everything the knowledge screen loads: the chatbot, its default block, its blocks, its knowledge. */
export function useKnowledgeScreen(chatbotId: string) {
  const byId = { input: { id: chatbotId } };
  const chatbot = useQuery(
    orpc.chatbots.getForEditor.queryOptions({
      input: { idchatbot: chatbotId },
      select: (result) => result.chatbot,
    }),
  );
  const defaultBlock = useQuery(
    orpc.flows.defaultBlock.queryOptions({ ...byId, select: (result) => result.defaultblock[0] ?? null }),
  );
  const knowledge = useQuery(
    orpc.knowledge.files.queryOptions({
      ...byId,
      refetchInterval: (query) =>
        query.state.data?.files.some((file) => file.status === 'pending') ? PENDING_POLL_MS : false,
    }),
  );
  const blocks = useQuery(orpc.flows.all.queryOptions({ ...byId, select: (result) => result.flow }));
  return { chatbot, defaultBlock, knowledge, blocks };
}
