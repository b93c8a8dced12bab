/**
 * Each branch's share of the total weight, in whole percents as shown beside the weights and on
 * the bar. The engine draws by the weights themselves; the rounding is only for reading.
 */
export function splitShares(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + (weight > 0 ? weight : 0), 0);
  if (total === 0) return weights.map(() => 0);
  return weights.map((weight) => Math.round(((weight > 0 ? weight : 0) * 100) / total));
}
