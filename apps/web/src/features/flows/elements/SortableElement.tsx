import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import classes from './ElementCard.module.css';
import { elementTexts } from './elementTexts';

interface SortableElementProps {
  id: string;
  position: number;
  children: (handle: ReactNode) => ReactNode;
  /** In a virtualised list: reports the item's height to the virtualiser (`data-index` tells which). */
  measureRef?: (node: Element | null) => void;
  index?: number;
}

/** A list item that can be dragged by its handle (mouse, touch, or keyboard with Space and arrows). */
export function SortableElement({ id, position, children, measureRef, index }: SortableElementProps) {
  const t = useTexts(elementTexts).drag;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  // A native title rather than a Tooltip: this renders for every element at each reorder.
  const handle = (
    <ActionIcon
      title={t.handle}
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={t.handleElement({ position })}
      data-action="drag"
      className={classes.action}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measureRef?.(node);
      }}
      data-item={id}
      data-index={index}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        // Off-screen cards skip layout and paint: a 200-element flow stays quick to reorder.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 220px',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </li>
  );
}
