import { Box, Collapse, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import { BlockStatsBadge } from '../playground/stats/BlockStatsBadge';
import type { BlockEntry } from './blockDirectory';

interface BlockFolderProps {
  title: string;
  entries: BlockEntry[];
  selected: string | undefined;
  emptyText: string;
  /** Blocks holding an element that will not be sent: marked with a warning. */
  incomplete: ReadonlySet<string>;
  onSelect: (idblock: string) => void;
}

/** One collapsible folder of the sidebar, open by default. */
export function BlockFolder({ title, entries, selected, emptyText, incomplete, onSelect }: BlockFolderProps) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <Box>
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        w="100%"
        py={4}
      >
        <Text size="sm" fw={600} c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          <IconFolder size={14} />
          {title} ({entries.length})
        </Text>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap={2} id={listId} pl="xs">
          {entries.length === 0 && (
            <Text size="xs" c="dimmed" py={4}>
              {emptyText}
            </Text>
          )}
          {entries.map((entry) => (
            <NavLink
              key={entry.block.idblock}
              component="button"
              label={entry.label}
              title={entry.block.idblock}
              rightSection={incomplete.has(entry.block.idblock) ? <IncompleteIcon /> : undefined}
              // The 'Statistiques' overlay's counts, while it is on.
              description={<BlockStatsBadge idblock={entry.block.idblock} />}
              active={entry.block.idblock === selected}
              aria-current={entry.block.idblock === selected ? 'page' : undefined}
              onClick={() => onSelect(entry.block.idblock)}
              styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' } }}
            />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}

/** The sidebar's mark of a block that will not send all its elements; its label is read with the block's name. */
function IncompleteIcon() {
  const t = useTexts(flowTexts);
  return (
    <span role="img" aria-label={t.incomplete.blockMark} title={t.incomplete.blockMark}>
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden />
    </span>
  );
}
