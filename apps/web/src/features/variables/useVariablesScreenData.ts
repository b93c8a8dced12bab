import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { useSessionExpiry } from '../../lib/useSessionExpiry';
import { type ChatbotSummary, readCachedChatbot } from './chatbotSessionCache';
import { type DeclaredVariable, loadChatbotSummary, loadDeclaredVariables } from './loadVariablesScreen';
import { variablesQueryKeys } from './variablesQueryKeys';

export type VariablesScreenData =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; chatbot: ChatbotSummary; variables: DeclaredVariable[] };

/** The chatbot (session cache first) and its declared variables, loaded side by side. */
export function useVariablesScreenData(chatbotId: string): VariablesScreenData {
  const expireSession = useSessionExpiry();
  const chatbot = useQuery({
    queryKey: variablesQueryKeys.chatbot(chatbotId),
    queryFn: () => loadChatbotSummary(chatbotId),
    initialData: () => readCachedChatbot(chatbotId) ?? undefined,
    // The cached chatbot is the answer for the session (seed 001 §7): no call behind it.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const variables = useQuery({
    queryKey: variablesQueryKeys.declarations(chatbotId),
    queryFn: () => loadDeclaredVariables(chatbotId),
    // Always fresh on arrival: the list may have changed in another tab or by the flow editor.
    staleTime: 0,
    gcTime: 0,
  });

  const unauthorized = chatbot.error !== null && isUnauthorized(chatbot.error);
  useEffect(() => {
    if (unauthorized) expireSession();
  }, [unauthorized, expireSession]);

  if (chatbot.data && variables.data) {
    return { kind: 'ready', chatbot: chatbot.data, variables: variables.data };
  }
  // A retry shows the loader again rather than the old failure.
  if (chatbot.isError && !chatbot.isFetching && !unauthorized)
    return { kind: 'failed', retry: () => void chatbot.refetch() };
  return { kind: 'loading' };
}

function isUnauthorized(error: Error): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 401;
}
