import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { usePlaygroundStats } from './PlaygroundStats';
import { statsTexts } from './statsTexts';

/** 'Statistiques' in the playground's toolbar, pressed while the overlay is on; an icon on a phone. */
export function StatsToggle({ compact }: { compact: boolean }) {
  const t = useTexts(statsTexts);
  const stats = usePlaygroundStats();
  if (compact)
    return (
      <Tooltip label={t.toggleHint} withArrow>
        <ActionIcon
          variant={stats.shown ? 'filled' : 'default'}
          size={36}
          aria-label={t.toggle}
          aria-pressed={stats.shown}
          onClick={stats.toggle}
        >
          <IconChartBar size={20} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Tooltip label={t.toggleHint} withArrow multiline w={260}>
      <Button
        variant={stats.shown ? 'filled' : 'default'}
        leftSection={<IconChartBar size={16} />}
        aria-pressed={stats.shown}
        onClick={stats.toggle}
      >
        {t.toggle}
      </Button>
    </Tooltip>
  );
}
