import type { DragEndEvent } from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../block/blockDirectory';
import { dragAnnouncements, dragInstructions } from './dragAnnouncements';
import { ElementCard } from './ElementCard';
import type { ElementChange } from './editors/elementOf';
import { elementTexts } from './elementTexts';
import { duplicateElement, moveElement, removeElement } from './flowEdits';
import type { EditorItem } from './parseFlow';
import { newItemKey } from './parseFlow';
import { SortableElement } from './SortableElement';

interface ElementListProps {
  chatbotId: string;
  currentBlock: string;
  items: EditorItem[];
  directory: BlockDirectory;
  onChange: (next: EditorItem[]) => void;
  onElementChange: (key: string, change: ElementChange) => void;
  /** The server's refusal of the last save and the element it is about, shown on that card. */
  refusal?: { key: string; message: string } | null;
}

/**
 * Above this many elements only the cards near the screen are mounted: a reorder then re-renders
 * a dozen sortable cards instead of hundreds (bench:playground measures it).
 */
const VIRTUALIZE_ABOVE = 40;
/** A collapsed card's usual height, until the real one is measured. */
const ESTIMATED_CARD_HEIGHT = 140;

/** The block's ordered elements; the up/down buttons are the keyboard path to reorder. */
export function ElementList(props: ElementListProps) {
  const { chatbotId, currentBlock, items, directory, onChange, onElementChange } = props;
  const t = useTexts(elementTexts).elementList;
  const listRef = useRef<HTMLOListElement>(null);
  // After a move the DOM node moves too and loses focus: give it back to the same button.
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: string | number) => items.findIndex((item) => item.key === id) + 1;
  const changeFor = useStableChangeHandlers(onElementChange);
  // Handlers read the latest list when called: the memoised cards keep them across renders.
  const latestItems = useRef(items);
  latestItems.current = items;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const actions = useRef({
    remove: (key: string) => {
      const index = latestItems.current.findIndex((item) => item.key === key);
      if (index >= 0 && window.confirm(elementTexts.elementList.confirmRemove)) {
        latestOnChange.current(removeElement(latestItems.current, index));
      }
    },
    duplicate: (key: string) => {
      const index = latestItems.current.findIndex((item) => item.key === key);
      if (index < 0) return;
      const next = duplicateElement(latestItems.current, index);
      const copy = next[index + 1];
      if (copy) next[index + 1] = { key: newItemKey(), element: copy.element };
      latestOnChange.current(next);
    },
    move: (key: string, offset: -1 | 1) => {
      const index = latestItems.current.findIndex((item) => item.key === key);
      if (index < 0) return;
      latestOnChange.current(moveElement(latestItems.current, index, index + offset));
      setFocusAfterMove({ key, action: offset < 0 ? 'up' : 'down' });
    },
  }).current;
  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from < 0 || to < 0) return;
    onChange(moveElement(items, from, to));
    setFocusAfterMove({ key: String(active.id), action: 'drag' });
  }
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; action: string } | null>(null);
  const virtual = useElementWindow(listRef, items);
  useEffect(() => {
    if (!focusAfterMove) return;
    // At the top or bottom the pressed button is disabled: the other direction keeps the focus nearby.
    const fallback = focusAfterMove.action === 'up' ? 'down' : 'up';
    for (const action of [focusAfterMove.action, fallback]) {
      const target = listRef.current?.querySelector(
        `[data-item="${focusAfterMove.key}"] [data-action="${action}"]`,
      );
      if (target instanceof HTMLElement && !target.hasAttribute('disabled')) {
        target.focus();
        break;
      }
    }
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  if (items.length === 0)
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {t.empty}
        </Text>
      </Paper>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: dragAnnouncements(positionOf),
        screenReaderInstructions: dragInstructions(),
      }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          aria-label={t.label}
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 'var(--mantine-spacing-sm)',
            // The unmounted cards' room, so the page scrolls as if they were all there.
            paddingTop: virtual.paddingTop,
            paddingBottom: virtual.paddingBottom,
          }}
        >
          {virtual.indexes.map((index) => {
            const item = items[index] as EditorItem;
            return (
              <SortableElement
                key={item.key}
                id={item.key}
                position={index + 1}
                index={index}
                measureRef={virtual.measureRef}
              >
                {(handle) => (
                  <ElementCard
                    dragHandle={handle}
                    chatbotId={chatbotId}
                    currentBlock={currentBlock}
                    element={item.element}
                    position={index + 1}
                    count={items.length}
                    directory={directory}
                    onChange={changeFor(item.key)}
                    onRemove={actions.remove}
                    onDuplicate={actions.duplicate}
                    onMove={actions.move}
                    itemKey={item.key}
                    refusal={props.refusal?.key === item.key ? props.refusal.message : undefined}
                  />
                )}
              </SortableElement>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * One change handler per element key that keeps its identity across renders, so the memoised
 * editors of untouched elements are skipped when the list changes.
 */
function useStableChangeHandlers(onElementChange: ElementListProps['onElementChange']) {
  const latest = useRef(onElementChange);
  latest.current = onElementChange;
  const handlers = useRef(new Map<string, (change: ElementChange) => void>());
  return useCallback((key: string) => {
    let handler = handlers.current.get(key);
    if (!handler) {
      handler = (change) => latest.current(key, change);
      handlers.current.set(key, handler);
    }
    return handler;
  }, []);
}

/**
 * Which elements to mount: all of them for a short flow; for a long one, those near the viewport
 * (window scrolling), with the room of the others as padding of the list.
 */
function useElementWindow(listRef: React.RefObject<HTMLOListElement | null>, items: EditorItem[]) {
  const enabled = items.length > VIRTUALIZE_ABOVE;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (enabled && listRef.current)
      setScrollMargin(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, [enabled, listRef]);
  const virtualizer = useWindowVirtualizer({
    count: enabled ? items.length : 0,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 6,
    gap: 12,
    scrollMargin,
    getItemKey: (index) => items[index]?.key ?? index,
  });
  if (!enabled)
    return {
      indexes: items.map((_, index) => index),
      paddingTop: 0,
      paddingBottom: 0,
      measureRef: undefined,
    };
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    indexes: rows.map((row) => row.index),
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measureRef: virtualizer.measureElement,
  };
}
