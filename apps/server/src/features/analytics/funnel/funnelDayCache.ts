import type { Database } from '@griot/db/openDatabase';
import { addTotals, type CounterTotals, emptyTotals, loadDailyTotals, loadTotals } from './funnelCounters';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A UTC day is settled once it ended this long ago: the rollup counts a conversation's end ('left
 * there') 24 h after its last message, within a minute; 48 h leaves a day of margin.
 */
const SETTLED_HOURS = 48;
/** A settled day's sums are read again after this long (a late rollup, a reseeded history). */
const FRESH_MS = 10 * 60_000;
/** At most this many chatbot-days in memory (a dense 200-block day is ~150 kB): the oldest go first. */
const MAX_DAYS = 400;

const days = new Map<string, { totals: CounterTotals; loadedAt: number }>();

/**
 * The counters of [start, end) for a chatbot: the settled whole UTC days from memory (read from
 * the hourly tables once, then kept FRESH_MS), the edge hours (a time zone's day does not start at
 * UTC midnight) and the last two days from the hourly tables at each call. A 30-day funnel of a
 * dense flow sums ~2 days of hours instead of 30.
 */
export async function periodTotals(
  db: Database,
  chatbotId: string,
  period: { start: Date; end: Date },
  now = Date.now(),
): Promise<CounterTotals> {
  const { start, end } = period;
  const firstMidnight = Math.ceil(start.getTime() / DAY_MS) * DAY_MS;
  const settledUntil = Math.floor((now - SETTLED_HOURS * HOUR_MS) / DAY_MS) * DAY_MS;
  const lastMidnight = Math.min(Math.floor(end.getTime() / DAY_MS) * DAY_MS, settledUntil);
  if (firstMidnight >= lastMidnight) return loadTotals(db, chatbotId, [period]);

  const wanted: string[] = [];
  for (let day = firstMidnight; day < lastMidnight; day += DAY_MS) wanted.push(dayName(day));
  const missing = wanted.filter((day) => {
    const cached = days.get(cacheKey(chatbotId, day));
    return !cached || now - cached.loadedAt > FRESH_MS;
  });
  const [edges, loaded] = await Promise.all([
    loadTotals(db, chatbotId, [
      { start, end: new Date(firstMidnight) },
      { start: new Date(lastMidnight), end },
    ]),
    missing.length === 0
      ? new Map<string, CounterTotals>()
      : loadDailyTotals(db, chatbotId, {
          start: new Date(`${missing[0]}T00:00:00Z`),
          end: new Date(Date.parse(`${missing.at(-1)}T00:00:00Z`) + DAY_MS),
        }),
  ]);
  for (const day of missing) remember(cacheKey(chatbotId, day), loaded.get(day) ?? emptyTotals(), now);

  const sum = emptyTotals();
  addTotals(sum, edges);
  for (const day of wanted) {
    const cached = days.get(cacheKey(chatbotId, day));
    addTotals(sum, cached ? cached.totals : (loaded.get(day) ?? emptyTotals()));
  }
  return sum;
}

function remember(key: string, totals: CounterTotals, now: number): void {
  days.delete(key);
  days.set(key, { totals, loadedAt: now });
  while (days.size > MAX_DAYS) {
    const oldest = days.keys().next().value;
    if (oldest === undefined) break;
    days.delete(oldest);
  }
}

function dayName(midnight: number): string {
  return new Date(midnight).toISOString().slice(0, 10);
}

function cacheKey(chatbotId: string, day: string): string {
  return `${chatbotId}/${day}`;
}
