import '@mantine/charts/styles.css';
import type { ChatbotKpis } from '@griot/contract/endUsers/endUserSchemas';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotDashboardTexts } from './chatbotDashboardTexts';
import { averageRows, dauRows, growthRows } from './kpiSeries';

export type KpiView = 'dau' | 'growth' | 'average';

/** The chart of the chosen view (loaded on demand: recharts is heavy and only this screen needs it). */
export function KpiChart({ kpis, view }: { kpis: ChatbotKpis; view: KpiView }) {
  const t = useTexts(chatbotDashboardTexts);
  const common = {
    h: 280,
    withLegend: true,
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
    dataKey: 'label',
  };
  if (view === 'dau')
    return (
      <AreaChart
        {...common}
        data={dauRows(kpis)}
        curveType="monotone"
        series={[
          { name: 'activeUsers', label: t.series.activeUsers, color: 'teal.6' },
          { name: 'excludingNew', label: t.series.excludingNew, color: 'blue.6' },
        ]}
      />
    );
  if (view === 'growth')
    return (
      <BarChart
        {...common}
        data={growthRows(kpis)}
        series={[
          { name: 'newUsers', label: t.series.newUsers, color: 'teal.6' },
          { name: 'monthlyActive', label: t.series.monthlyActive, color: 'ochre.6' },
        ]}
      />
    );
  return (
    <LineChart
      {...common}
      data={averageRows(kpis)}
      curveType="monotone"
      series={[{ name: 'averageInteractions', label: t.series.averageInteractions, color: 'grape.6' }]}
    />
  );
}
