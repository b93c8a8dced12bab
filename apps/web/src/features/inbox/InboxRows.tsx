import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useNow } from '../../lib/useNow';
import { InboxConversationRow } from './InboxConversationRow';
import classes from './InboxList.module.css';
import { inboxTexts } from './inboxTexts';

/** A row's height before it is measured (labels add a line). */
const ROW_ESTIMATE = 96;
/** The next page is asked this many rows before the end, so scrolling rarely meets the loader. */
const PREFETCH_ROWS = 10;

interface InboxRowsProps {
  rows: readonly InboxConversation[];
  selectedId: string | undefined;
  linkFor: (id: string) => string;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** The rows of the previous view or search, while the new ones load. */
  stale: boolean;
}

/**
 * The inbox's rows, virtualised (a workspace may hold 100,000 conversations: only the visible
 * rows are in the page), with the next page asked as the end comes near. ↑/↓ move between rows,
 * Home/End to the first and last loaded, Enter opens (each row is a link).
 */
export function InboxRows({
  rows,
  selectedId,
  linkFor,
  hasNextPage,
  fetchingNextPage,
  fetchNextPage,
  stale,
}: InboxRowsProps) {
  const t = useTexts(inboxTexts).list;
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !fetchingNextPage && lastShown >= rows.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, fetchingNextPage, lastShown, rows.length, fetchNextPage]);

  // J/K or a shared link open a conversation the scroll may not show: bring it into view, once per
  // conversation opened (a live change moving it must not pull back someone scrolling the list).
  const selectedIndex = selectedId ? rows.findIndex((row) => row.id === selectedId) : -1;
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (selectedIndex < 0 || shown.current === selectedId) return;
    shown.current = selectedId;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedId, selectedIndex, virtualizer]);

  const focusRow = useCallback(
    (index: number) => {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // The row may only exist after the virtualiser renders it.
      requestAnimationFrame(() =>
        scroller.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus(),
      );
    },
    [virtualizer],
  );

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
      const target =
        event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'ArrowUp'
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? rows.length - 1
                : null;
      if (target === null || target < 0 || target >= rows.length) return;
      event.preventDefault();
      focusRow(target);
    },
    [rows.length, focusRow],
  );

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      data-stale={stale || undefined}
      aria-busy={stale || undefined}
    >
      <ul
        aria-label={t.label}
        style={{
          position: 'relative',
          height: virtualizer.getTotalSize(),
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {items.map((item) => {
          const conversation = rows[item.index];
          if (!conversation) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <InboxConversationRow
                conversation={conversation}
                to={linkFor(conversation.id)}
                index={item.index}
                selected={conversation.id === selectedId}
                now={now}
                onKeyDown={onRowKeyDown}
              />
            </li>
          );
        })}
      </ul>
      {fetchingNextPage && (
        <Center p="sm">
          <Loader size="sm" aria-label={t.loadingMore} />
        </Center>
      )}
    </div>
  );
}
