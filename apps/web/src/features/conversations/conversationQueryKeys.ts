/** React Query keys of the conversation screen and the simulator. */
export const conversationQueryKeys = {
  all: (chatbotId: string) => ['conversations', chatbotId] as const,
  lists: (chatbotId: string) => ['conversations', chatbotId, 'list'] as const,
  list: (chatbotId: string, search: string, tests = false) =>
    ['conversations', chatbotId, 'list', search, tests] as const,
  transcript: (chatbotId: string, usertel: string) =>
    ['conversations', chatbotId, 'transcript', usertel] as const,
  simulatorHistory: (chatbotId: string, visitorId: string) => ['simulator', chatbotId, visitorId] as const,
};
