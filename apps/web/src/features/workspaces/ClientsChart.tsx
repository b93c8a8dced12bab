import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ClientFigures } from './ClientsTable';
import { workspacesTexts } from './workspacesTexts';

/** The clients' messages of this month side by side (loaded on demand: recharts is heavy). */
export function ClientsChart({ clients }: { clients: readonly ClientFigures[] }) {
  const t = useTexts(workspacesTexts).clients;
  const data = clients.map((client) => ({ client: client.name, messages: client.messages_this_month }));
  return (
    <BarChart
      h={Math.max(200, clients.length * 36)}
      data={data}
      dataKey="client"
      orientation="vertical"
      yAxisProps={{ width: 120 }}
      gridAxis="x"
      tickLine="x"
      series={[{ name: 'messages', label: t.chartSeries, color: 'teal.6' }]}
    />
  );
}
