import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { elementTexts } from './elementTexts';

/** What a screen reader hears while an element is dragged: dnd-kit's defaults are in English. */
export function dragAnnouncements(positionOf: (id: string | number) => number): Announcements {
  const t = elementTexts.drag;
  return {
    onDragStart: ({ active }) => t.started({ position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t.over({ position: positionOf(active.id), target: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t.droppedAt({ position: positionOf(active.id), target: positionOf(over.id) })
        : t.dropped({ position: positionOf(active.id) }),
    onDragCancel: ({ active }) => t.cancelled({ position: positionOf(active.id) }),
  };
}

/** How to drag with the keyboard, in the language shown. */
export function dragInstructions(): ScreenReaderInstructions {
  return { draggable: elementTexts.drag.instructions };
}
