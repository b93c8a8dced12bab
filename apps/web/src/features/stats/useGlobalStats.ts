import { messages } from '@griot/contract/messages';
import type { Stats } from '@griot/contract/stats/statsSchemas';
import { readInLanguage } from '@griot/i18n/currentLanguage';
import { LANGUAGES } from '@griot/i18n/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { clearStoredSession } from '../../lib/sessionStore';

/** What the home screen draws: its figures, or why it has none yet. */
export type GlobalStatsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; stats: Stats };

/**
 * The home's figures from /get/stats. The answer counts only when its message is
 * 'Statistiques récupérées avec succès.' (or its translation: an answer cached before a language
 * switch is in the language of its request). A 401 means the stored session is dead:
 * it is forgotten and the user goes back to /login.
 */
export function useGlobalStats(): GlobalStatsState {
  // The answer is recognised by its message: the contract's texts in the language shown first.
  useTexts(messages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(
    // The raw answer is cached under the call's key, so that other screens can read it too.
    orpc.stats.global.queryOptions({
      input: {},
      // Retrying a refused token only delays the way back to the login page.
      retry: (failures, error) => !isUnauthorized(error) && failures < 1,
    }),
  );

  const unauthorized = query.isError && isUnauthorized(query.error);
  useEffect(() => {
    if (!unauthorized) return;
    clearStoredSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [unauthorized, navigate, queryClient]);

  if (query.data && isFetchedMessage(query.data.message)) return { status: 'ready', stats: query.data.stats };
  if (query.isPending || unauthorized) return { status: 'loading' };
  return { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching };
}

function isUnauthorized(error: unknown): boolean {
  const failure = classifyApiError(error);
  return failure.kind === 'response' && failure.status === 401;
}

function isFetchedMessage(message: string | undefined): boolean {
  // The language shown first: the others are read (and fetched) only for an answer from before a switch.
  if (message === messages.stats.fetched) return true;
  return LANGUAGES.some((language) => readInLanguage(language, () => messages.stats.fetched) === message);
}
