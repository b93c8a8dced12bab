import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import type { AgentTimes } from './AgentTimesTable';
import { inboxSettingsTexts } from './inboxSettingsTexts';

const minutes = (seconds: number | null) => (seconds === null ? 0 : Math.round(seconds / 6) / 10);

/**
 * The agents' median first response and resolution, in minutes, one chart each: on one scale the
 * hours of a resolution would flatten the minutes of a first response (loaded on demand).
 */
export function ResponseTimesChart({ agents }: { agents: readonly AgentTimes[] }) {
  const t = useTexts(inboxSettingsTexts).reports;
  const data = agents.map((agent) => ({
    agent: agent.name,
    firstResponse: minutes(agent.first_response_median),
    resolution: minutes(agent.resolution_median),
  }));
  const charts = [
    { key: 'firstResponse', label: t.chartFirstResponse, color: 'teal.6' },
    { key: 'resolution', label: t.chartResolution, color: 'indigo.5' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      {charts.map((chart) => (
        <Stack key={chart.key} gap="xs">
          <Text size="sm" fw={600}>
            {chart.label}
          </Text>
          <BarChart
            h={Math.max(160, agents.length * 48)}
            data={data}
            dataKey="agent"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            gridAxis="x"
            tickLine="x"
            series={[{ name: chart.key, label: chart.label, color: chart.color }]}
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
