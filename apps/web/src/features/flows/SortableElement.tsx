import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableElementProps {
  id: string;
  position: number;
  children: (handle: ReactNode) => ReactNode;
}

/** A list item that can be dragged by its handle (mouse, touch, or keyboard with Space and arrows). */
export function SortableElement({ id, position, children }: SortableElementProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const handle = (
    <Tooltip label="Glisser pour déplacer" withArrow>
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={`Glisser l’élément ${position}`}
        data-action="drag"
      >
        <IconGripVertical size={16} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <li
      ref={setNodeRef}
      data-item={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </li>
  );
}
