export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A seeded sequence in [0, 1): the demo's history is the same at every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// How busy each hour of a Dakar day is (Dakar is on UTC all year): a lunch bump, the evening peak.
const HOUR_WEIGHTS = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.06, 0.15, 0.3, 0.5, 0.6, 0.65, 0.7, 0.8, 0.85, 0.7, 0.6, 0.6, 0.7, 0.9, 1,
  1, 0.85, 0.5, 0.2,
];
// Sunday to Saturday: weekdays busy, Saturday less, Sunday quiet.
const DAY_WEIGHTS = [0.45, 1, 1, 0.95, 1, 0.9, 0.75];

/**
 * A moment on the given day (ms of its midnight, UTC = Dakar) that follows the weekly rhythm: drawn
 * hour by hour with the busier hours more likely, then a minute within it.
 */
export function momentOnDay(dayStart: number, random: () => number): number {
  const total = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let draw = random() * total;
  let hour = 0;
  for (; hour < 23; hour += 1) {
    draw -= HOUR_WEIGHTS[hour] ?? 0;
    if (draw <= 0) break;
  }
  return dayStart + hour * HOUR_MS + Math.floor(random() * HOUR_MS);
}

/** Whether a drawn day is kept: quiet days (Sunday) keep fewer visits. */
export function keepsDay(dayStart: number, random: () => number): boolean {
  return random() < (DAY_WEIGHTS[new Date(dayStart).getUTCDay()] ?? 1);
}

/** Midnight (UTC) of the day `daysAgo` before `now`. */
export function dayStartOf(now: number, daysAgo: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return today - daysAgo * DAY_MS;
}
