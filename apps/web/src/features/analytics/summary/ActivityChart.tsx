import '@mantine/charts/styles.css';
import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { AreaChart } from '@mantine/charts';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatDay, formatShortDay } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';

/** Messages in and out and conversations started, day by day (loaded on demand: recharts is heavy). */
export function ActivityChart({ days }: { days: AnalyticsSummary['days'] }) {
  const t = useTexts(analyticsTexts).activity;
  const data = days.map((day) => ({ ...day, label: formatShortDay(day.day), fullDay: formatDay(day.day) }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="label"
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      // Thirty days' labels would overlap: recharts skips some, keeping this much room between them.
      xAxisProps={{ minTickGap: 16 }}
      gridAxis="y"
      valueFormatter={formatNumber}
      withGradient
      fillOpacity={0.25}
      series={[
        { name: 'inbound', label: t.inbound, color: 'blue.6' },
        { name: 'outbound', label: t.outbound, color: 'teal.6' },
        { name: 'conversations', label: t.conversations, color: 'grape.6' },
      ]}
    />
  );
}
