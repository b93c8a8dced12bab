import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import type { ListPage, TranscriptPage } from './conversationCache';
import { conversationQueryKeys } from './conversationQueryKeys';

const PAGE_SIZE = 30;

/**
 * The conversation list, newest first, paged with `before` = the last row's last_message_at: the
 * customers' conversations, or the simulator's test conversations when `tests`.
 */
export function useConversationList(chatbotId: string, search: string, tests = false) {
  return useInfiniteQuery({
    queryKey: conversationQueryKeys.list(chatbotId, search, tests),
    queryFn: ({ pageParam, signal }): Promise<ListPage> =>
      api.conversations.list(
        {
          chatbotId,
          limit: PAGE_SIZE,
          ...(search ? { search } : {}),
          ...(tests ? { tests: 'true' as const } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => {
      if (!last.has_more) return undefined;
      return last.conversations.at(-1)?.last_message_at ?? undefined;
    },
    staleTime: 60_000,
  });
}

/** One conversation's messages: the newest page first, older pages with before_seq = first_seq. */
export function useTranscript(chatbotId: string, usertel: string) {
  return useInfiniteQuery({
    queryKey: conversationQueryKeys.transcript(chatbotId, usertel),
    queryFn: ({ pageParam, signal }): Promise<TranscriptPage> =>
      api.conversations.transcript(
        { chatbotId, usertel, ...(pageParam ? { before_seq: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more && last.first_seq ? last.first_seq : undefined),
    // Live events keep it fresh; reopening a conversation refetches it.
    staleTime: 0,
    enabled: Boolean(usertel),
  });
}

/** The chatbot's name for the conversation header; undefined until known (the header works without). */
export function useChatbotName(chatbotId: string): string | undefined {
  const query = useQuery({
    queryKey: ['chatbots', 'name', chatbotId],
    queryFn: ({ signal }) => api.chatbots.get({ id: chatbotId }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data?.chatbot.bot_name;
}
