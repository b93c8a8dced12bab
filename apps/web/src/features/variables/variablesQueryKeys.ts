/** React Query keys of the variables screen. */
export const variablesQueryKeys = {
  chatbot: (chatbotId: string) => ['variables', 'chatbot', chatbotId] as const,
  declarations: (chatbotId: string) => ['variables', 'declarations', chatbotId] as const,
};
