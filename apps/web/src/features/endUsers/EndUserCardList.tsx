import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { EndUserCard } from './EndUserCard';
import { endUserTexts } from './endUserTexts';

const CARD_ESTIMATE = 150;
const GAP = 8;

/**
 * The end-users as cards on a phone, virtualised against the page's own scroll ('Tous' may hold a
 * million rows): one scrolling page rather than a small scrolling box inside it.
 */
export function EndUserCardList({ rows }: { rows: readonly BotEndUser[] }) {
  const t = useTexts(endUserTexts);
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page: the virtualiser counts the page's scroll from there. What is
  // above it may still grow (the chatbot dashboard's charts load after it), so it is measured again
  // whenever the page's size changes.
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const measure = () => setOffset(node.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => CARD_ESTIMATE,
    gap: GAP,
    overscan: 4,
    scrollMargin: offset,
  });
  return (
    <ul
      ref={list}
      aria-label={t.table.label}
      style={{
        position: 'relative',
        height: virtualizer.getTotalSize(),
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const endUser = rows[item.index];
        if (!endUser) return null;
        return (
          <li
            key={endUser.id_dialog}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${item.start - offset}px)`,
            }}
          >
            <EndUserCard endUser={endUser} />
          </li>
        );
      })}
    </ul>
  );
}
