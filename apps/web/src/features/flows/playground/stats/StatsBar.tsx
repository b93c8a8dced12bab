import { Alert, Button, Group, Loader, Paper, SegmentedControl, Text } from '@mantine/core';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { usePlaygroundStats } from './PlaygroundStats';
import { STATS_DAYS, type StatsDays } from './statsPeriod';
import { statsTexts } from './statsTexts';

/** Above the editor while the overlay is on: the period (7, 30, 90 days), the state, the legend. */
export function StatsBar() {
  const t = useTexts(statsTexts);
  const stats = usePlaygroundStats();
  if (!stats.shown) return null;
  return (
    <Paper withBorder p="xs" mb="sm" radius="md" role="region" aria-label={t.toggle}>
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t.period}
          value={String(stats.days)}
          onChange={(value) => stats.setDays(Number(value) as StatsDays)}
          data={STATS_DAYS.map((days) => ({ value: String(days), label: t.days({ count: days }) }))}
          // '30 jours' on one line: the group gives the control only what its content needs.
          style={{ flexShrink: 0 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
        />
        {stats.status === 'loading' && (
          <Text size="sm" c="dimmed" role="status" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Loader size="xs" />
            {t.loading}
          </Text>
        )}
        {stats.status === 'ready' && (
          <Group gap="xs">
            {stats.refreshing && <Loader size="xs" aria-label={t.loading} />}
            <Text size="sm" fw={600}>
              {t.summary({ count: stats.conversations, days: stats.days })}
            </Text>
            <Text size="xs" c="dimmed">
              {t.legend}
            </Text>
          </Group>
        )}
      </Group>
      {stats.status === 'error' && (
        <Alert color="red" variant="light" mt="xs" p="xs" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t.failed}</Text>
            <Button size="xs" variant="light" color="red" onClick={stats.retry}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
