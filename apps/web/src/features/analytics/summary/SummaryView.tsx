import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatClock } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { ActivityCard } from './ActivityCard';
import { AgentsSection } from './AgentsSection';
import { AnsweredByCard } from './AnsweredByCard';
import { BroadcastsSection } from './BroadcastsSection';
import { BusiestHours } from './BusiestHours';
import { ChannelsCard } from './ChannelsCard';
import type { ExportPeriod } from './ExportCsvButton';
import { KpiCards } from './KpiCards';

/** Nothing happened in the period: no conversation, no message, no broadcast. */
export function isEmptySummary(summary: AnalyticsSummary): boolean {
  return (
    summary.conversations.started.value +
      summary.messages.inbound.value +
      summary.messages.outbound.value +
      summary.broadcasts.sent.value ===
    0
  );
}

/**
 * Every section of the summary, top to bottom as an owner asks: how much happened, who answered,
 * where, how fast people answered, what broadcasts brought, when customers write. `funnel` (one
 * chatbot chosen) goes after the shares; the sections of the other parts come in as slots.
 */
export function SummaryView({
  summary,
  period,
  refreshing,
  funnel,
}: {
  summary: AnalyticsSummary;
  period: ExportPeriod;
  /** Another period's figures are on their way: these are dimmed meanwhile. */
  refreshing: boolean;
  funnel?: ReactNode;
}) {
  const t = useTexts(analyticsTexts);
  return (
    <Stack
      gap="lg"
      aria-busy={refreshing}
      style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Group justify="flex-end" gap={4}>
        <IconClockHour4 size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed">
          {t.computedAt({ time: formatClock(summary.computed_at, summary.period.time_zone) })}
        </Text>
      </Group>
      <KpiCards summary={summary} />
      <ActivityCard days={summary.days} period={period} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AnsweredByCard answeredBy={summary.answered_by} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ChannelsCard channels={summary.messages.by_channel} period={period} />
        </Grid.Col>
      </Grid>
      {funnel}
      <AgentsSection agents={summary.agents} handovers={summary.handovers} period={period} />
      <BroadcastsSection
        broadcasts={summary.broadcasts}
        period={period}
        timeZone={summary.period.time_zone}
      />
      <BusiestHours hours={summary.busiest_hours} period={period} />
    </Stack>
  );
}
