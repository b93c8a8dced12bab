import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { type ContractOutputs, orpc } from '../../lib/orpc';

export type ListPage = ContractOutputs['conversations']['list'];
export type TranscriptPage = ContractOutputs['conversations']['transcript'];
export type ListData = InfiniteData<ListPage, string | undefined>;
/** pages[0] holds the newest messages; each next page is older. */
export type TranscriptData = InfiniteData<TranscriptPage, number | undefined>;

const PAGE_SIZE = 30;

/**
 * The conversation list, newest first, paged with `before` = the last row's last_message_at: the
 * customers' conversations, or the simulator's test conversations when `tests`. Its key is the
 * first page's input, so each search (and the test list) is cached apart.
 */
export function conversationListOptions(chatbotId: string, search: string, tests = false) {
  return orpc.conversations.list.infiniteOptions({
    input: (before: string | undefined) => ({
      chatbotId,
      limit: PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(tests ? { tests: 'true' as const } : {}),
      ...(before ? { before } : {}),
    }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => {
      if (!last.has_more) return undefined;
      return last.conversations.at(-1)?.last_message_at ?? undefined;
    },
    staleTime: 60_000,
  });
}

/** Every cached list of a chatbot, whatever its search: what a live event or a reply updates. */
export const conversationListsKey = (chatbotId: string) =>
  orpc.conversations.list.key({ type: 'infinite', input: { chatbotId } });

/** The search and the test flag a cached list was asked with, read back from its key. */
export function listFiltersOf(queryKey: QueryKey): { search: string; tests: boolean } {
  const options = queryKey[1];
  const input =
    typeof options === 'object' && options !== null && 'input' in options ? options.input : undefined;
  if (typeof input !== 'object' || input === null) return { search: '', tests: false };
  return {
    search: 'search' in input && typeof input.search === 'string' ? input.search : '',
    tests: 'tests' in input && input.tests === 'true',
  };
}

/** One conversation's messages: the newest page first, older pages with before_seq = first_seq. */
export function transcriptOptions(chatbotId: string, usertel: string) {
  return orpc.conversations.transcript.infiniteOptions({
    input: (beforeSeq: number | undefined) => ({
      chatbotId,
      usertel,
      ...(beforeSeq ? { before_seq: beforeSeq } : {}),
    }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more && last.first_seq ? last.first_seq : undefined),
    // Live events keep it fresh; reopening a conversation refetches it.
    staleTime: 0,
    enabled: Boolean(usertel),
  });
}
