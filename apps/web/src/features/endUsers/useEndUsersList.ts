import {
  type BotEndUser,
  END_USERS_ALL_AT_ONCE_MAX,
  END_USERS_CHUNK,
  END_USERS_PAGE_ALL,
} from '@griot/contract/endUsers/endUserSchemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { orpc } from '../../lib/orpc';

/** 'Tous': the first rows shown while the whole list is on its way. */
const PREVIEW_ROWS = 100;

/**
 * The end-users table's pages: page 1, 2… of `limit`; more exist while a
 * page comes back full. A new search, tag filter, size or chatbot is a new key, so it starts again
 * at page 1.
 *
 * 'Tous' first shows PREVIEW_ROWS from a page of their own, whose total tells the list's size.
 * Up to END_USERS_ALL_AT_ONCE_MAX end-users it asks everything at once (limit 999999);
 * past that, one answer would outlast the screen's 15 s (a million end-users are 408 MB of JSON),
 * so it reads chunks of END_USERS_CHUNK one after the other, each after the previous one's last row,
 * the rows appearing as they come, with `loaded`/`expected` for the progress.
 */
export function useEndUsersList(options: {
  chatbotId?: string;
  search: string;
  /** Only the end-users wearing at least one of these tags. */
  tags?: readonly string[];
  limit: number;
}) {
  const { chatbotId, search, tags = [], limit } = options;
  const filters = {
    ...(chatbotId ? { idbotget: chatbotId } : {}),
    ...(search ? { search } : {}),
    ...(tags.length > 0 ? { tags: [...tags] } : {}),
  };
  const everything = limit === END_USERS_PAGE_ALL;
  const preview = useQuery(
    orpc.endUsers.list.queryOptions({
      input: { page: 1, limit: PREVIEW_ROWS, ...filters },
      enabled: everything,
    }),
  );
  const size = preview.data?.pagination;
  const chunked =
    everything && size !== undefined && (size.total_capped || size.total > END_USERS_ALL_AT_ONCE_MAX);
  const pageSize = chunked ? END_USERS_CHUNK : limit;
  // The key is the first page's input: chatbot, search, tags and page size (chunks have their own size).
  const query = useInfiniteQuery(
    orpc.endUsers.list.infiniteOptions({
      input: (pageParam: { page: number; after: string }) =>
        chunked && pageParam.after
          ? { limit: pageSize, after: pageParam.after, ...filters }
          : { page: pageParam.page, limit: pageSize, ...filters },
      initialPageParam: { page: 1, after: '' },
      getNextPageParam: (last, pages) => {
        if (last.users.length < pageSize) return undefined;
        return chunked
          ? { page: 1, after: last.pagination.next ?? '' }
          : { page: pages.length + 1, after: '' };
      },
      // 'Tous' waits for the preview's total to choose between one answer and chunks.
      enabled: !everything || size !== undefined || preview.isError,
    }),
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // Each chunk loaded asks the next one. The count of pages is a dependency because a quick
  // answer can come back before any render shows the fetch going on: the flags alone look unchanged.
  const chunksLoaded = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (chunked && chunksLoaded > 0 && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [chunked, chunksLoaded, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const previewing = everything && query.isPending && preview.data !== undefined;
  // Kept between renders: at a million rows, joining the pages again at each scroll frame (and
  // so filtering and sorting them again downstream) cost 150 ms a frame.
  const pages = query.data?.pages;
  const loaded = useMemo(() => pages?.flatMap((page) => page.users) ?? [], [pages]);
  const endUsers: BotEndUser[] = previewing ? (preview.data?.users ?? []) : loaded;
  const loadingAll = everything && (previewing || (chunked && query.hasNextPage));
  return {
    query,
    endUsers,
    /** 'Tous' still coming: the rows shown are the first ones. */
    loadingAll,
    /** Chunks of 'Tous' loaded until now, and how many end-users the list holds. */
    progress: chunked
      ? { loaded: endUsers.length, expected: size?.total_capped ? undefined : size?.total }
      : undefined,
    total: query.data?.pages[0]?.pagination.total,
    /** A search's total stopped at its cap (the list holds more). */
    totalCapped: query.data?.pages[0]?.pagination.total_capped ?? false,
  };
}
