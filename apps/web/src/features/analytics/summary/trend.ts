/** Which way a figure moves against the previous period, and by how much (a percentage). */
export type Trend =
  | { direction: 'up' | 'down'; percent: number }
  | { direction: 'flat' }
  /** Nothing to compare with: the previous period had 0 (or nothing measured). */
  | { direction: 'none' };

/** Whether a rise is good news (messages) or bad (conversations left, failures, waiting times). */
export type GoodWhen = 'up' | 'down';

export function trendOf(value: number | null, previous: number | null): Trend {
  if (value === null || previous === null || previous === 0) return { direction: 'none' };
  if (value === previous) return { direction: 'flat' };
  const percent = (Math.abs(value - previous) / previous) * 100;
  return { direction: value > previous ? 'up' : 'down', percent };
}

/** Green when the figure moved the good way, red when not, grey when it did not move. */
export function trendColor(trend: Trend, goodWhen: GoodWhen = 'up'): string {
  if (trend.direction === 'none' || trend.direction === 'flat') return 'dimmed';
  return trend.direction === goodWhen ? 'teal' : 'red';
}
