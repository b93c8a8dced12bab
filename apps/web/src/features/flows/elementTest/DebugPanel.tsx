import { Badge, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { DebugEntry } from './debugLog';

const COLORS = { info: 'gray', success: 'teal', error: 'red' } as const;

/** The flow debug panel: newest entry first; Escape closes it (Mantine's Drawer does). */
export function DebugPanel({
  opened,
  onClose,
  log,
}: {
  opened: boolean;
  onClose: () => void;
  log: DebugEntry[];
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="Journal de débogage"
      size="md"
      closeOnEscape
    >
      <ScrollArea h="calc(100vh - 100px)">
        <Stack gap="xs" aria-live="polite">
          {log.length === 0 && <Text c="dimmed">Aucune entrée pour le moment.</Text>}
          {log.map((entry) => (
            <Group key={entry.id} gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={COLORS[entry.level]} variant="light" size="sm">
                {entry.at.toLocaleTimeString('fr-FR')}
              </Badge>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {entry.text}
              </Text>
            </Group>
          ))}
        </Stack>
      </ScrollArea>
    </Drawer>
  );
}
