/**
 * How fast the broadcast worker sends on one number at `rate` per second, as its pacer spaces the
 * slots (features/broadcasts/numberPacer.ts: 97.5 % of the rate, or the start limit less a tenth,
 * whichever is lower; 77.9/s at Meta's default 80/s). Kept in step with the pacer by its test.
 */
export function pacedRate(rate: number): number {
  const extraInFlight = Math.max(1, Math.round(rate * 0.025));
  const startLimit = Math.max(1, Math.floor(rate) - extraInFlight);
  return Math.min(rate * 0.975, startLimit - 0.1);
}

/** The time to send `reach` messages at the number's paced rate, in whole seconds. */
export function forecastDuration(reach: number, rate: number): { ratePerSecond: number; seconds: number } {
  const ratePerSecond = Math.round(pacedRate(rate) * 10) / 10;
  return { ratePerSecond, seconds: reach === 0 ? 0 : Math.ceil(reach / pacedRate(rate)) };
}
