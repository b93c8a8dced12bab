import { skipToken, useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

/** The chatbots, the chosen chatbot's blocks and its variables: the test screen's three loads. */
export function useFlowTestData(chatbotId: string | null) {
  const input = chatbotId === null ? skipToken : { idchatbot: chatbotId };
  const chatbots = useQuery(orpc.chatbots.list.queryOptions());
  const tree = useQuery(orpc.flows.tree.queryOptions({ input }));
  const variables = useQuery(orpc.variables.forEditor.queryOptions({ input }));
  return { chatbots, tree, variables };
}
