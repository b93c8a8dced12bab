import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTexts } from '../../lib/i18n/useTexts';
import type { AgentTimes } from './AgentTimesTable';
import { inboxSettingsTexts } from './inboxSettingsTexts';

const minutes = (seconds: number | null) => (seconds === null ? 0 : Math.round(seconds / 6) / 10);

/** The agents' median first response and resolution side by side, in minutes (loaded on demand). */
export function ResponseTimesChart({ agents }: { agents: readonly AgentTimes[] }) {
  const t = useTexts(inboxSettingsTexts).reports;
  const data = agents.map((agent) => ({
    agent: agent.name,
    firstResponse: minutes(agent.first_response_median),
    resolution: minutes(agent.resolution_median),
  }));
  return (
    <BarChart
      h={Math.max(220, agents.length * 64)}
      data={data}
      dataKey="agent"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      gridAxis="x"
      tickLine="x"
      withLegend
      series={[
        { name: 'firstResponse', label: t.chartFirstResponse, color: 'teal.6' },
        { name: 'resolution', label: t.chartResolution, color: 'indigo.5' },
      ]}
    />
  );
}
