import '@mantine/charts/styles.css';
import type { AnalyticsSummary } from '@griot/contract/analytics/analyticsSchemas';
import { BarChart } from '@mantine/charts';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { analyticsTexts } from '../analyticsTexts';

/** Messages per channel, this period beside the previous one (loaded on demand). */
export function ChannelsChart({ channels }: { channels: AnalyticsSummary['messages']['by_channel'] }) {
  const t = useTexts(analyticsTexts).channels;
  const data = channels.map((channel) => ({
    channel: t.names[channel.channel],
    current: channel.inbound.value + channel.outbound.value,
    previous: channel.inbound.previous + channel.outbound.previous,
  }));
  return (
    <BarChart
      h={Math.max(140, channels.length * 56)}
      data={data}
      dataKey="channel"
      orientation="vertical"
      yAxisProps={{ width: 90 }}
      gridAxis="x"
      tickLine="x"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatNumber}
      series={[
        { name: 'current', label: t.current, color: 'teal.6' },
        { name: 'previous', label: t.previous, color: 'gray.5' },
      ]}
    />
  );
}
