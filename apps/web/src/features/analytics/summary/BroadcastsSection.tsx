import type { AnalyticsSummary, Figure } from '@griot/contract/analytics/analyticsSchemas';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatInstantDay, formatShare, percentOf } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import { ExportCsvButton, type ExportPeriod } from './ExportCsvButton';
import { SectionTable } from './SectionTable';
import { CountTrend } from './TrendBadge';
import type { GoodWhen } from './trend';

/** The period's broadcasts: what they reached and brought back, then each one with its rates. */
export function BroadcastsSection({
  broadcasts,
  period,
  timeZone,
}: {
  broadcasts: AnalyticsSummary['broadcasts'];
  period: ExportPeriod;
  /** The workspace's: a broadcast started at 23:30 UTC may be the next day there. */
  timeZone: string;
}) {
  const t = useTexts(analyticsTexts).broadcasts;
  const figures: Array<{ key: string; label: string; figure: Figure; goodWhen?: GoodWhen }> = [
    { key: 'sent', label: t.sent, figure: broadcasts.sent },
    { key: 'delivered', label: t.delivered, figure: broadcasts.delivered },
    { key: 'read', label: t.read, figure: broadcasts.read },
    { key: 'failed', label: t.failed, figure: broadcasts.failed, goodWhen: 'down' },
    { key: 'replies', label: t.replies, figure: broadcasts.replies },
    { key: 'optOuts', label: t.optOuts, figure: broadcasts.opt_outs, goodWhen: 'down' },
  ];
  // A rate is out of the messages sent: what share got there, was read, failed, was answered.
  const withRate = (count: number, sent: number) => (
    <>
      {formatNumber(count)}
      <Text span size="xs" c="dimmed" ml={6}>
        {t.rate({ percent: formatShare(percentOf(count, sent)) })}
      </Text>
    </>
  );
  return (
    <AnalyticsCard
      title={t.title}
      intro={t.intro}
      action={<ExportCsvButton table="broadcasts" tableName={t.title} period={period} />}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {figures.map((item) => (
            <Paper key={item.key} withBorder radius="md" p="sm" data-figure={item.key}>
              <Text size="xs" c="dimmed" fw={600}>
                {item.label}
              </Text>
              <Group gap={6} align="baseline" wrap="wrap">
                <Text fz="lg" fw={800}>
                  {formatNumber(item.figure.value)}
                </Text>
                <CountTrend figure={item.figure} goodWhen={item.goodWhen} />
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <SectionTable
          empty={broadcasts.list.length === 0}
          emptyText={t.none}
          minWidth={640}
          columns={[
            { key: 'name', label: t.name },
            { key: 'startedAt', label: t.startedAt },
            { key: 'sent', label: t.sent, numeric: true },
            { key: 'delivered', label: t.delivered, numeric: true },
            { key: 'read', label: t.read, numeric: true },
            { key: 'failed', label: t.failed, numeric: true },
            { key: 'replies', label: t.replies, numeric: true },
          ]}
        >
          {broadcasts.list.map((broadcast) => (
            <Table.Tr key={broadcast.id}>
              <Table.Th scope="row" fw={500}>
                {broadcast.name}
              </Table.Th>
              <Table.Td>{formatInstantDay(broadcast.started_at, timeZone)}</Table.Td>
              <Table.Td ta="right">{formatNumber(broadcast.sent)}</Table.Td>
              <Table.Td ta="right">{withRate(broadcast.delivered, broadcast.sent)}</Table.Td>
              <Table.Td ta="right">{withRate(broadcast.read, broadcast.sent)}</Table.Td>
              <Table.Td ta="right">{withRate(broadcast.failed, broadcast.sent)}</Table.Td>
              <Table.Td ta="right">{withRate(broadcast.replies, broadcast.sent)}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </Stack>
    </AnalyticsCard>
  );
}
