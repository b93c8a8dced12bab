import type { InboxView } from '@griot/contract/inbox/inboxSchemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterKey, type InboxListState, inboxSearchParams, readInboxState } from './inboxUrlState';

/**
 * The view, filters and search of the inbox, kept in the URL's query: a link shares them and the
 * back button undoes a view or filter change. The search replaces the entry instead (a history
 * entry per word typed would make the back button useless).
 */
export function useInboxUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInboxState(params), [params]);
  const query = useMemo(() => inboxSearchParams(state).toString(), [state]);

  const change = useCallback(
    (next: (current: InboxListState) => InboxListState, replace = false) =>
      setParams((current) => inboxSearchParams(next(readInboxState(current))), { replace }),
    [setParams],
  );

  return {
    state,
    /** The query to keep on a conversation's link ('' or '?view=…'), so the list stays as it was. */
    query: query ? `?${query}` : '',
    setView: useCallback((view: InboxView) => change((current) => ({ ...current, view })), [change]),
    setFilter: useCallback(
      (key: FilterKey, value: string | undefined) =>
        change((current) => ({ ...current, filters: { ...current.filters, [key]: value || undefined } })),
      [change],
    ),
    clearFilters: useCallback(() => change((current) => ({ ...current, filters: {} })), [change]),
    setSearch: useCallback((search: string) => change((current) => ({ ...current, search }), true), [change]),
  };
}

export type InboxUrlState = ReturnType<typeof useInboxUrlState>;
