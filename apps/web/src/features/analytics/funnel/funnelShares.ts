import type { AnalyticsFunnel } from '@griot/contract/analytics/analyticsSchemas';

export interface FunnelStep {
  block_id: string;
  name: string;
  reached: number;
  /** Share of the funnel's start, 0–100. */
  share: number;
  /** Conversations lost since the step before (0 for the first), and that as a share of it. */
  dropCount: number;
  dropRate: number;
}

/**
 * The main path as funnel steps. The start is the conversations started in the period (the
 * contract's 100 %), or the first step when the counters of conversations lag behind it.
 */
export function funnelSteps(funnel: AnalyticsFunnel): FunnelStep[] {
  const start = Math.max(funnel.conversations, funnel.path[0]?.reached ?? 0);
  return funnel.path.map((step, index) => {
    const before = index === 0 ? undefined : funnel.path[index - 1];
    const dropCount = before ? Math.max(0, before.reached - step.reached) : 0;
    return {
      ...step,
      share: start > 0 ? (step.reached / start) * 100 : 0,
      dropCount,
      dropRate: before && before.reached > 0 ? (dropCount / before.reached) * 100 : 0,
    };
  });
}

/** Share of those who reached it that left there, 0–100; null when nobody reached it. */
export function dropOffRate(counts: { reached: number; left: number }): number | null {
  return counts.reached > 0 ? (counts.left / counts.reached) * 100 : null;
}

/** The colour a drop-off rate reads in: calm under 20 %, a warning to 50 %, an alarm above. */
export function dropOffColor(rate: number | null): string {
  if (rate === null) return 'gray';
  if (rate >= 50) return 'red';
  if (rate >= 20) return 'orange';
  return 'teal';
}

/** A share as the screen writes it: one decimal under 10 (4,5), none above (37). */
export function roundRate(value: number): number {
  return Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}
