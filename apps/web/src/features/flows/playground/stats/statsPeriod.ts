/** The periods the overlay offers, in days ending today. */
export const STATS_DAYS = [7, 30, 90] as const;
export type StatsDays = (typeof STATS_DAYS)[number];

/**
 * The last `days` days up to today as `YYYY-MM-DD`, both included. Today is the browser's: the
 * server cuts the days in the workspace's time zone, the same one for nearly every owner.
 */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: day(start), to: day(today) };
}

/** Share of those who reached it that left there, 0–100 (0 when nobody reached it). */
export function dropOffRate(reached: number, left: number): number {
  return reached > 0 ? (left / reached) * 100 : 0;
}

/** One decimal under 10 (4,5), none above (37). */
export function roundRate(value: number): number {
  return Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** The colour a drop-off rate reads in: calm under 20 %, a warning to 50 %, an alarm above. */
export function dropOffColor(reached: number, left: number): string {
  if (reached === 0) return 'gray';
  const rate = dropOffRate(reached, left);
  if (rate >= 50) return 'red';
  if (rate >= 20) return 'orange';
  return 'teal';
}
