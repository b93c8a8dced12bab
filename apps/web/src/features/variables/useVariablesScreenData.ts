import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { useSessionExpiry } from '../../lib/useSessionExpiry';
import { type ChatbotSummary, cacheChatbot, readCachedChatbot } from './chatbotSessionCache';
import type { DeclaredVariable } from './declaredVariable';

export type VariablesScreenData =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; chatbot: ChatbotSummary; variables: DeclaredVariable[] };

/** The chatbot (session cache first) and its declared variables, loaded side by side. */
export function useVariablesScreenData(chatbotId: string): VariablesScreenData {
  const expireSession = useSessionExpiry();
  // The cached chatbot is the answer for the session: no call behind it.
  const [cached] = useState(() => readCachedChatbot(chatbotId));
  const chatbot = useQuery(
    orpc.chatbots.getAsList.queryOptions({
      input: { chatbotId },
      enabled: cached === null,
      // The call answers a one-element list; an empty one is a failed load.
      select: ([first]) => {
        // i18n-exempt: an internal reason; the screen shows its own failure text, never this one
        if (!first) throw new Error('Chatbot absent de la réponse');
        return first;
      },
      retry: false,
    }),
  );
  useEffect(() => {
    if (chatbot.data) cacheChatbot(chatbotId, chatbot.data);
  }, [chatbotId, chatbot.data]);
  const variables = useQuery(
    orpc.variables.declarations.queryOptions({
      input: { chatbotId },
      select: (result) => result.chatbot[0]?.variables ?? [],
      // Always fresh on arrival: the list may have changed in another tab or by the flow editor.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
  // A failed load of the list silently gives an empty list.
  const declared = variables.isError ? [] : variables.data;
  const summary =
    cached ?? (chatbot.data ? { _id: chatbot.data._id, bot_name: chatbot.data.bot_name } : undefined);

  const unauthorized = chatbot.error !== null && isUnauthorized(chatbot.error);
  useEffect(() => {
    if (unauthorized) expireSession();
  }, [unauthorized, expireSession]);

  if (summary && declared) return { kind: 'ready', chatbot: summary, variables: declared };
  // A retry shows the loader again rather than the old failure.
  if (chatbot.isError && !chatbot.isFetching && !unauthorized)
    return { kind: 'failed', retry: () => void chatbot.refetch() };
  return { kind: 'loading' };
}

function isUnauthorized(error: Error): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 401;
}
