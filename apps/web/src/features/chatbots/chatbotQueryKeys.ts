/** React Query keys of the chatbot screens: invalidating `all` refreshes the list and every detail. */
export const chatbotQueryKeys = {
  all: ['chatbots'] as const,
  list: () => ['chatbots', 'list'] as const,
  detail: (id: string) => ['chatbots', 'detail', id] as const,
};
