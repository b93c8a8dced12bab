import { type BotEndUser, USERS_PAGE_ALL } from '@griot/contract/subscribers/subscriberSchemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

/** 'Tous': the first rows shown while the whole list (limit 999999) is on its way. */
const PREVIEW_ROWS = 100;

/**
 * The users table's pages (seed 000 §4 'Users table'): page 1, 2… of `limit`; more exist while a
 * page comes back full. A new search, size or chatbot is a new key, so it starts again at page 1.
 * 'Tous' asks everything at once (limit 999999, seed 000 §9); at a million end-users that answer
 * takes seconds, so the first PREVIEW_ROWS come from a page of their own meanwhile (`previewing`).
 */
export function useUsersList(options: { chatbotId?: string; search: string; limit: number }) {
  const { chatbotId, search, limit } = options;
  const query = useInfiniteQuery({
    queryKey: ['users', chatbotId ?? 'all', search, limit],
    queryFn: ({ pageParam, signal }) =>
      api.subscribers.list(
        {
          page: pageParam,
          limit,
          ...(chatbotId ? { idbotget: chatbotId } : {}),
          ...(search ? { search } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.users.length >= limit ? pages.length + 1 : undefined),
  });
  const everything = limit === USERS_PAGE_ALL;
  const preview = useQuery({
    queryKey: ['users-preview', chatbotId ?? 'all', search],
    queryFn: ({ signal }) =>
      api.subscribers.list(
        {
          page: 1,
          limit: PREVIEW_ROWS,
          ...(chatbotId ? { idbotget: chatbotId } : {}),
          ...(search ? { search } : {}),
        },
        { signal },
      ),
    enabled: everything,
  });
  const previewing = everything && query.isPending && preview.data !== undefined;
  const users: BotEndUser[] = previewing
    ? (preview.data?.users ?? [])
    : (query.data?.pages.flatMap((page) => page.users) ?? []);
  return { query, users, previewing, total: query.data?.pages[0]?.pagination.total };
}
