import '@mantine/charts/styles.css';
import type { ChatbotKpis } from '@griot/contract/endUsers/endUserSchemas';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { averageRows, dauRows, growthRows } from './kpiSeries';

export type KpiView = 'dau' | 'growth' | 'average';

/** The chart of the chosen view (loaded on demand: recharts is heavy and only this screen needs it). */
export function KpiChart({ kpis, view }: { kpis: ChatbotKpis; view: KpiView }) {
  const common = { h: 280, withLegend: true, tickLine: 'y' as const, gridAxis: 'y' as const };
  if (view === 'dau')
    return (
      <AreaChart
        {...common}
        data={dauRows(kpis)}
        dataKey="jour"
        curveType="monotone"
        series={[
          { name: 'Utilisateurs actifs', color: 'teal.6' },
          { name: 'Hors nouveaux', color: 'blue.6' },
        ]}
      />
    );
  if (view === 'growth')
    return (
      <BarChart
        {...common}
        data={growthRows(kpis)}
        dataKey="mois"
        series={[
          { name: 'Nouveaux utilisateurs', color: 'teal.6' },
          { name: 'Utilisateurs actifs (MAU)', color: 'ochre.6' },
        ]}
      />
    );
  return (
    <LineChart
      {...common}
      data={averageRows(kpis)}
      dataKey="mois"
      curveType="monotone"
      series={[{ name: 'Interactions moyennes', color: 'grape.6' }]}
    />
  );
}
