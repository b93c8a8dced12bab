/** React Query keys of the playground; `all(id)` refreshes every flow query of one chatbot. */
export const playgroundQueryKeys = {
  all: (idchatbot: string) => ['flows', idchatbot] as const,
  chatbot: (idchatbot: string) => ['flows', idchatbot, 'chatbot'] as const,
  tree: (idchatbot: string) => ['flows', idchatbot, 'tree'] as const,
  block: (idchatbot: string, idblock: string) => ['flows', idchatbot, 'block', idblock] as const,
  inboundAll: (idchatbot: string) => ['flows', idchatbot, 'inbound'] as const,
  inbound: (idchatbot: string, idblock: string) => ['flows', idchatbot, 'inbound', idblock] as const,
  variables: (idchatbot: string) => ['flows', idchatbot, 'variables'] as const,
};
