import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Group, Paper, Text, Title } from '@mantine/core';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { formatCount } from './formatCount';
import classes from './MonthlyMessagesCard.module.css';
import { monthLabel } from './monthLabel';
import { statsTexts } from './statsTexts';

type MonthFigure = Stats['messagesByMonth'][number];

/** The busiest month's bar; the value label above it fits in the chart's 160 px. */
const MAX_BAR_PX = 128;
/** A bar with messages never shrinks below this, so that a small month stays visible. */
const MIN_VISIBLE_PX = 4;

/**
 * Messages received per month over the last six months: the server's real counts, scaled to the
 * busiest month (an empty month has no bar).
 */
export function MonthlyMessagesCard({ months }: { months: readonly MonthFigure[] }) {
  const t = useTexts(statsTexts);
  const max = Math.max(0, ...months.map((month) => month.messages));
  const total = months.reduce((sum, month) => sum + month.messages, 0);

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="home-monthly-messages"
    >
      <Group justify="space-between" align="flex-start" mb="lg">
        <div>
          <Title order={2} size="h4" id="home-monthly-messages">
            {t.monthly.title}
          </Title>
          <Text size="sm" c="dimmed">
            {total === 0 ? t.monthly.none : formatCount(t.monthly.received, total)}
          </Text>
        </div>
      </Group>
      <ul className={classes.chart}>
        {months.map((month) => (
          <li key={month.month} className={classes.column}>
            {month.messages > 0 && (
              <Text size="xs" fw={600} c="dimmed" className={classes.value} aria-hidden>
                {formatNumber(month.messages)}
              </Text>
            )}
            <div
              role="img"
              className={classes.bar}
              style={{ height: barPixels(month.messages, max) }}
              aria-label={t.monthly.bar({
                month: monthLabel(month.month, 'long'),
                messages: formatCount(t.counts.messages, month.messages),
              })}
            />
          </li>
        ))}
      </ul>
      <div className={classes.months} aria-hidden>
        {months.map((month) => (
          <Text key={month.month} size="xs" c="dimmed">
            {monthLabel(month.month)}
          </Text>
        ))}
      </div>
    </Paper>
  );
}

function barPixels(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max((value / max) * MAX_BAR_PX, MIN_VISIBLE_PX);
}
