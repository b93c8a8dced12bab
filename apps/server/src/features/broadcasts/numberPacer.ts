/**
 * Strict pacing, as Meta counts it (arrivals in any sliding second): a process starts at most
 * `rate - extra` sends in any second on a number, and keeps at most `extra` requests unanswered
 * beyond what the usual latency explains (see startWait). Requests that leave before a second and
 * arrive in it were unanswered when it began, so no second at the receiver holds more than the rate.
 * Slots are spaced for PACED_SHARE of the rate (or the start limit, whichever is lower).
 */
const PACED_SHARE = 0.975;
/**
 * A send that could not start within this long after its slot gives it up and takes a new one.
 * Across processes it bounds any second's starts: slots from [t - 25 ms, t + 1 s) at 77.9/s are at
 * most floor(1025 / 12.84) + 1 = 80. Within it, a send held back by its own process's guard waits.
 */
export const LATE_TOLERANCE_MS = 25;
/** How soon a send held back by unanswered requests looks again. */
const PENDING_RECHECK_MS = 2;
const LATENCY_SAMPLES = 64;

/**
 * This process's guard on each business number: the starts of its last second, its requests not
 * answered yet and their usual latency. The shared pacing row spaces the slots across processes;
 * this keeps one process's own bursts (a late timer, Meta holding answers) under the rate.
 */
export class NumberPacer {
  /** When this process started its latest sends, per business number (the last second's worth). */
  private readonly recentSends = new Map<string, number[]>();
  /** Requests sent and not answered yet, and the latest answers' latencies, per business number. */
  private readonly pending = new Map<string, number>();
  private readonly latencies = new Map<string, number[]>();

  constructor(private readonly ratePerSecond: () => number) {}

  /** The spacing of the slots reserved on the shared pacing row. */
  slotIntervalMs(): number {
    const rate = this.ratePerSecond();
    return 1000 / Math.min(rate * PACED_SHARE, startLimit(rate) - 0.1);
  }

  /**
   * Starts the send at its slot or within LATE_TOLERANCE_MS of it: when the guard says "not yet"
   * (the last second is full, or too many requests are unanswered) and the wait fits in the
   * tolerance, the send waits a few milliseconds rather than giving up its slot, since a slot given
   * up is a hole in the schedule that no one fills. False when the tolerance ran out.
   */
  async startWithinTolerance(number: string, slotAt: number): Promise<boolean> {
    for (;;) {
      const left = slotAt + LATE_TOLERANCE_MS - Date.now();
      if (left < 0) return false;
      const wait = this.startWait(number);
      if (wait === 0) return true;
      if (wait > left) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(wait))));
    }
  }

  /** Counts a request as unanswered until it settles, and keeps its latency. */
  async tracked<T>(number: string, request: Promise<T>): Promise<T> {
    const started = performance.now();
    this.pending.set(number, (this.pending.get(number) ?? 0) + 1);
    try {
      return await request;
    } finally {
      this.pending.set(number, (this.pending.get(number) ?? 1) - 1);
      const samples = this.latencies.get(number) ?? [];
      samples.push(performance.now() - started);
      if (samples.length > LATENCY_SAMPLES) samples.shift();
      this.latencies.set(number, samples);
    }
  }

  /**
   * 0 when this process may start a send on the number now (recorded as started): its last second
   * holds less than startLimit sends, and its unanswered requests are no more than the usual
   * latency explains plus extraInFlight. Otherwise how many milliseconds to wait before asking again.
   */
  private startWait(number: string): number {
    const rate = this.ratePerSecond();
    const recent = this.recentSends.get(number) ?? [];
    this.recentSends.set(number, recent);
    const now = performance.now();
    while (recent.length > 0 && now - (recent[0] ?? 0) >= 1000) recent.shift();
    if (recent.length >= startLimit(rate)) return (recent[0] ?? now) + 1000 - now;
    const samples = this.latencies.get(number) ?? [];
    const usualMs = samples.length > 0 ? Math.min(...samples) : 0;
    const allowed = Math.round((rate * usualMs) / 1000) + extraInFlight(rate);
    // An answer is due any moment: look again shortly.
    if ((this.pending.get(number) ?? 0) >= allowed) return PENDING_RECHECK_MS;
    recent.push(now);
    return 0;
  }
}

/** Requests unanswered beyond the usual latency's worth (they may reach Meta together): 2 at 80/s. */
function extraInFlight(rate: number): number {
  return Math.max(1, Math.round(rate * 0.025));
}

/** Sends a process starts in any second on one number: the rate less what may arrive late in it. */
export function startLimit(rate: number): number {
  return Math.max(1, Math.floor(rate) - extraInFlight(rate));
}
