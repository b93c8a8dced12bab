import { keepPreviousData } from '@tanstack/react-query';
import { type ContractOutputs, orpc } from '../../lib/orpc';
import { type InboxListState, inboxListInput } from './inboxUrlState';

export type InboxListPage = ContractOutputs['inbox']['list'];
export type InboxCounts = ContractOutputs['inbox']['counts'];

const PAGE_SIZE = 50;
/** The sidebar's badge and the tabs' counts: live events refresh them sooner. */
export const COUNTS_REFRESH_MS = 30_000;

/**
 * The inbox list for a view, its filters and search, newest activity first, paged by the server's
 * opaque cursor. Its key is the first page's input, so each view and filter set is cached apart;
 * while the next one loads, the previous rows stay (dimmed) instead of a blank column.
 */
export function inboxListOptions(state: InboxListState) {
  const input = inboxListInput(state);
  return orpc.inbox.list.infiniteOptions({
    input: (cursor: string | undefined) => ({ ...input, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Each view's total and unread, and the conversations waiting for a person (the sidebar's badge). */
export function inboxCountsOptions() {
  return orpc.inbox.counts.queryOptions({ refetchInterval: COUNTS_REFRESH_MS, staleTime: 10_000 });
}

/** The members one may assign to, with their availability: the filter's choices and my own toggle. */
export function inboxMembersOptions() {
  return orpc.inbox.members.queryOptions({ staleTime: 60_000 });
}
