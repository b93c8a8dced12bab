import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { UNAUTHORIZED_REDIRECT_MS } from '@griot/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { orpc } from '../../lib/orpc';
import { getStoredToken, hasStoredUser, useStoredSession } from '../../lib/sessionStore';
import { useSessionExpiry } from '../../lib/useSessionExpiry';
import { chatbotListErrorMessage } from './chatbotListErrorMessage';

export interface ChatbotListState {
  chatbots: ChatbotListItem[];
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * The account's chatbots with the list's error rules: the stored session is checked
 * before calling, a 404 is an empty list, and a 401 logs out after 3 s so the message can be read.
 */
export function useChatbotList(): ChatbotListState {
  const session = useStoredSession();
  const sessionError = !hasStoredUser()
    ? chatbotListErrorMessage({ kind: 'noUser' })
    : !getStoredToken()
      ? chatbotListErrorMessage({ kind: 'noToken' })
      : null;
  const expireSession = useSessionExpiry();

  const query = useQuery(
    orpc.chatbots.list.queryOptions({
      enabled: sessionError === null && session !== null,
      select: (result): ChatbotListItem[] => (Array.isArray(result?.chatbots) ? result.chatbots : []),
      // A refused session or a missing route will not get better by asking again.
      retry: (failureCount, error) => {
        const failure = classifyApiError(error);
        return failureCount < 1 && !(failure.kind === 'response' && failure.status < 500);
      },
    }),
  );

  const failure = query.error ? classifyApiError(query.error) : null;
  const unauthorized = failure?.kind === 'response' && failure.status === 401;

  useEffect(() => {
    if (unauthorized) expireSession(UNAUTHORIZED_REDIRECT_MS);
  }, [unauthorized, expireSession]);

  // A 404 means "no chatbot yet" to this screen, not a failure: its message is null, the list empty.
  return {
    chatbots: query.data ?? [],
    loading: sessionError === null && query.isPending,
    refreshing: query.isFetching && !query.isPending,
    error: sessionError ?? (failure ? chatbotListErrorMessage(failure) : null),
    retry: () => void query.refetch(),
  };
}
