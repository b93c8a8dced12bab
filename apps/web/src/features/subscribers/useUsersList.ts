import type { BotEndUser } from '@griot/contract/subscribers/subscriberSchemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

/**
 * The users table's pages (seed 000 §4 'Users table'): page 1, 2… of `limit`; more exist while a
 * page comes back full. A new search, size or chatbot is a new key, so it starts again at page 1.
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
  const users: BotEndUser[] = query.data?.pages.flatMap((page) => page.users) ?? [];
  return { query, users, total: query.data?.pages[0]?.pagination.total };
}
