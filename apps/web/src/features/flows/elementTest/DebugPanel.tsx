import { Badge, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { displayLocale } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { DebugEntry } from './debugLog';
import { elementTestTexts } from './elementTestTexts';

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
  const t = useTexts(elementTestTexts).debugLog;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t.title} size="md" closeOnEscape>
      <ScrollArea h="calc(100vh - 100px)">
        <Stack gap="xs" aria-live="polite">
          {log.length === 0 && <Text c="dimmed">{t.empty}</Text>}
          {log.map((entry) => (
            <Group key={entry.id} gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={COLORS[entry.level]} variant="light" size="sm">
                {entry.at.toLocaleTimeString(displayLocale())}
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
