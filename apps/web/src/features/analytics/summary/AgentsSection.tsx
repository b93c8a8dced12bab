import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatDuration } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { AnalyticsCard } from './AnalyticsCard';
import { ExportCsvButton, type ExportPeriod } from './ExportCsvButton';
import { formatCount } from './formatCount';
import { SectionTable } from './SectionTable';
import { TrendBadge } from './TrendBadge';

type DurationFigure = AnalyticsSummary['agents']['first_response'];

const duration = (seconds: number | null) => (seconds === null ? '—' : formatDuration(seconds));

/**
 * The people's side: first response and resolution times (median and 90th percentile, a rise in
 * red: waiting longer is bad news), why conversations were handed over, and each agent's figures.
 */
export function AgentsSection({
  agents,
  handovers,
  period,
}: {
  agents: AnalyticsSummary['agents'];
  handovers: AnalyticsSummary['handovers'];
  period: ExportPeriod;
}) {
  const t = useTexts(analyticsTexts).agents;
  const reasons = handovers.by_reason.filter((reason) => reason.count > 0);
  return (
    <AnalyticsCard
      title={t.title}
      intro={t.intro}
      action={<ExportCsvButton table="agents" tableName={t.title} period={period} />}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DurationCard title={t.firstResponse} figure={agents.first_response} />
          <DurationCard title={t.resolution} figure={agents.resolution} />
        </SimpleGrid>
        {reasons.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={6}>
              {t.handoverReasons}
            </Text>
            <Group gap="xs">
              {reasons.map((reason) => (
                <Badge key={reason.reason} variant="light" color="gray" size="lg" tt="none">
                  {t.reasons[reason.reason]} · {formatNumber(reason.count)}
                </Badge>
              ))}
            </Group>
          </div>
        )}
        <SectionTable
          empty={agents.by_agent.length === 0}
          emptyText={t.none}
          minWidth={480}
          columns={[
            { key: 'agent', label: t.agent },
            { key: 'conversations', label: t.conversations, numeric: true },
            { key: 'firstResponse', label: t.firstResponse, numeric: true },
            { key: 'resolution', label: t.resolution, numeric: true },
          ]}
        >
          {agents.by_agent.map((agent) => (
            <Table.Tr key={agent.user_id ?? 'unassigned'}>
              <Table.Th scope="row" fw={500}>
                {agent.user_id === null ? t.unassigned : agent.name}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(agent.conversations)}</Table.Td>
              <Table.Td ta="right">{duration(agent.median_first_response_seconds)}</Table.Td>
              <Table.Td ta="right">{duration(agent.median_resolution_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </Stack>
    </AnalyticsCard>
  );
}

function DurationCard({ title, figure }: { title: string; figure: DurationFigure }) {
  const t = useTexts(analyticsTexts).agents;
  const rows = [
    {
      key: 'median',
      label: t.median,
      value: figure.median_seconds,
      previous: figure.previous_median_seconds,
    },
    { key: 'p90', label: t.p90, value: figure.p90_seconds, previous: figure.previous_p90_seconds },
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-default-hover)"
      aria-label={title}
      component="section"
    >
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Stack gap={4} mt={6}>
        {rows.map((row) => (
          <Group key={row.key} justify="space-between" wrap="wrap" gap="xs" align="baseline">
            <Text size="sm">{row.label}</Text>
            <Group gap="xs" align="baseline" wrap="nowrap">
              <Text fz="xl" fw={800}>
                {duration(row.value)}
              </Text>
              <TrendBadge
                value={row.value}
                previous={row.previous}
                previousText={duration(row.previous)}
                goodWhen="down"
              />
            </Group>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={6}>
        {formatCount(t.measured, figure.count)}
      </Text>
    </Paper>
  );
}
