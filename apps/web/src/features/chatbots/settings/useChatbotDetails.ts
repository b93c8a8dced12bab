import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContractOutputs } from '../../../lib/orpc';
import { orpc } from '../../../lib/orpc';
import { useStoredSession } from '../../../lib/sessionStore';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { storedSessionProblem } from '../storedSessionProblem';
import { InvalidResponseError } from './InvalidResponseError';
import { settingsLoadError } from './settingsLoadError';

export type ChatbotDetails =
  | { kind: 'loading' }
  | { kind: 'ready'; chatbot: Chatbot }
  | { kind: 'notFound'; message: string }
  | { kind: 'failed'; message: string; retry?: () => void; reconnect?: boolean };

/** One chatbot for the settings screen; a refused session ends at once. */
export function useChatbotDetails(chatbotId: string): ChatbotDetails {
  useStoredSession();
  const sessionProblem = storedSessionProblem();
  const expireSession = useSessionExpiry();
  const query = useQuery(
    orpc.chatbots.get.queryOptions({
      input: { id: chatbotId },
      enabled: sessionProblem === null && chatbotId !== '',
      select: chatbotOf,
      retry: (failureCount, error) => failureCount < 1 && settingsLoadError(error).kind === 'failed',
    }),
  );
  const failure = query.error ? settingsLoadError(query.error) : null;

  useEffect(() => {
    if (failure?.kind === 'unauthorized') expireSession();
  }, [failure?.kind, expireSession]);

  if (sessionProblem) return { kind: 'failed', message: sessionProblem, reconnect: true };
  if (query.data) return { kind: 'ready', chatbot: query.data };
  if (failure?.kind === 'notFound') return failure;
  if (failure?.kind === 'failed') return { ...failure, retry: () => void query.refetch() };
  return { kind: 'loading' };
}

/** A 2xx answer without a chatbot in it is an error the screen names (a throw in `select` is the query's error). */
function chatbotOf(result: ContractOutputs['chatbots']['get']): Chatbot {
  if (typeof result?.chatbot !== 'object' || result.chatbot === null || !result.chatbot._id) {
    throw new InvalidResponseError();
  }
  return result.chatbot;
}
