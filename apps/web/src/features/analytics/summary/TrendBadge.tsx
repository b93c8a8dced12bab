import type { Figure } from '@griot/contract/analytics/analyticsSchemas';
import { Text } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatPercent } from '../analyticsFormat';
import { analyticsTexts } from '../analyticsTexts';
import { type GoodWhen, trendColor, trendOf } from './trend';

/**
 * '▲ +12 %' in green, '▼ −8 %' in red (or the other way round for a figure that should fall),
 * '—' with nothing to compare with. Screen readers hear the previous figure too.
 */
export function TrendBadge({
  value,
  previous,
  previousText,
  goodWhen = 'up',
}: {
  value: number | null;
  previous: number | null;
  /** The previous figure as the card writes it (1 234, '2 min 30 s'). */
  previousText: string;
  goodWhen?: GoodWhen;
}) {
  const t = useTexts(analyticsTexts).trend;
  const trend = trendOf(value, previous);
  const color = trendColor(trend, goodWhen);
  const shown =
    trend.direction === 'none'
      ? t.none
      : trend.direction === 'flat'
        ? t.flat
        : t[trend.direction]({ percent: formatPercent(trend.percent) });
  const label = trend.direction === 'none' ? t.noPrevious : t.label({ trend: shown, previous: previousText });
  return (
    <Text
      component="span"
      size="sm"
      fw={600}
      c={color === 'dimmed' ? 'dimmed' : `var(--mantine-color-${color}-text)`}
      data-trend={trend.direction}
      data-color={color}
      aria-label={label}
      title={label}
    >
      {shown}
    </Text>
  );
}

/** The trend of a count: its previous figure written as the count is (1 234). */
export function CountTrend({ figure, goodWhen }: { figure: Figure; goodWhen?: GoodWhen }) {
  return (
    <TrendBadge
      value={figure.value}
      previous={figure.previous}
      previousText={formatNumber(figure.previous)}
      goodWhen={goodWhen}
    />
  );
}
