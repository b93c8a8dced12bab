import '@mantine/charts/styles.css';
import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { BarChart } from '@mantine/charts';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { waterfallRows } from './forecastFormat';
import { forecastTexts } from './forecastTexts';

/** Segment → exclusions → reach as a waterfall (loaded on demand: recharts is heavy). */
export default function ForecastWaterfall({ forecast }: { forecast: CampaignForecast }) {
  const t = useTexts(forecastTexts);
  const rows = waterfallRows(forecast);
  const label = (key: (typeof rows)[number]['key']) =>
    key === 'segment' ? t.chartSegment : key === 'reach' ? t.chartReach : t.exclusions[key];
  const data = rows.map((row) => ({ ...row, label: label(row.key) }));
  return (
    <BarChart
      h={Math.max(120, rows.length * 34)}
      data={data}
      dataKey="label"
      type="stacked"
      orientation="vertical"
      yAxisProps={{ width: 118, tick: { fontSize: 11 } }}
      xAxisProps={{ hide: true }}
      gridAxis="none"
      tickLine="none"
      withTooltip={false}
      valueFormatter={formatNumber}
      aria-label={t.chartLabel({
        segment: formatNumber(forecast.segment),
        excluded: formatNumber(forecast.segment - forecast.reach),
        reach: formatNumber(forecast.reach),
      })}
      series={[
        { name: 'offset', color: 'transparent' },
        { name: 'kept', label: t.chartKept, color: 'teal.6' },
        { name: 'removed', label: t.chartRemoved, color: 'red.5' },
      ]}
    />
  );
}
