import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import { ExportCsvButton, type ExportPeriod } from './ExportCsvButton';
import { CountTrend } from './TrendBadge';

const ChannelsChart = lazy(() =>
  import('./ChannelsChart').then((module) => ({ default: module.ChannelsChart })),
);

/** Messages by channel: bars beside the previous period's, and the figures with their trends. */
export function ChannelsCard({
  channels,
  period,
}: {
  channels: AnalyticsSummary['messages']['by_channel'];
  period: ExportPeriod;
}) {
  const t = useTexts(analyticsTexts);
  const shown = channels.filter(
    (row) => row.inbound.value + row.outbound.value + row.inbound.previous + row.outbound.previous > 0,
  );
  return (
    <AnalyticsCard
      title={t.channels.title}
      intro={t.channels.intro}
      action={<ExportCsvButton table="channels" tableName={t.channels.title} period={period} />}
    >
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.channels.none}
        </Text>
      ) : (
        <Stack gap="md">
          <Suspense fallback={<Skeleton h={Math.max(140, shown.length * 56)} radius="md" />}>
            <ChannelsChart channels={shown} />
          </Suspense>
          <Table.ScrollContainer minWidth={320} type="native">
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.channels.channel}</Table.Th>
                  <Table.Th ta="right">{t.kpis.inbound}</Table.Th>
                  <Table.Th ta="right">{t.kpis.outbound}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.channel}>
                    <Table.Th scope="row" fw={500}>
                      {t.channels.names[row.channel]}
                    </Table.Th>
                    {[row.inbound, row.outbound].map((figure, index) => (
                      <Table.Td key={index === 0 ? 'in' : 'out'} ta="right">
                        <Text span size="sm" fw={600} mr={6}>
                          {formatNumber(figure.value)}
                        </Text>
                        <CountTrend figure={figure} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </AnalyticsCard>
  );
}
