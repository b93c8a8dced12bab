import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { ElementToolbar } from '../elements/ElementToolbar';
import { flowTexts } from '../flowTexts';
import { notifyWarning } from '../notify';

/** No block selected: the hint, and a toolbar that explains it needs a block first. */
export function EmptyWorkspace() {
  const t = useTexts(flowTexts);
  return (
    <Stack>
      <ElementToolbar onAdd={() => notifyWarning(flowTexts.selectBlockFirst)} />
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} variant="light" radius="xl">
            <IconHandClick size={28} />
          </ThemeIcon>
          <Text ta="center" c="dimmed">
            {t.pickBlock}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
