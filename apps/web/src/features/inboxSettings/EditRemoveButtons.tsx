import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditRemoveButtonsProps {
  /** What the pencil does, said for the item ('Modifier /bonjour'): its tooltip and accessible name. */
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** The pencil and the bin at the end of a canned response's or a label's card. */
export function EditRemoveButtons({ editLabel, removeLabel, onEdit, onRemove }: EditRemoveButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" color="gray" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel}>
        <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
