import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { ServiceBusyError } from '../lib/serviceBusyError';

/** A reading older than this is renewed before a delivery is judged by it. */
const STALE_AFTER_MS = 1_000;

export interface BacklogLimits {
  /** Due inbox rows past which new deliveries are refused. */
  maxDepth: number;
  /** Seconds the oldest due row may have waited before new deliveries are refused. */
  maxAgeSeconds: number;
  /** What the 503 asks the platform to wait before delivering again. */
  retryAfterSeconds: number;
}

/**
 * Sheds inbound deliveries by the inbox's real backlog, not by how busy the last second was.
 * The workers take about 2,000 messages a second on a 2-core machine: 20,000 due rows, or a
 * row waiting 15 s, is several seconds of work that a burst's last customer already waits for;
 * past either the platforms are asked to deliver later (they retry: Meta for hours, Telegram
 * and Messenger likewise) rather than the wait growing without end. A two-second burst stays
 * far below both and is accepted in full. The backlog is shared by every process on the
 * database, so it is read from PostgreSQL (through the pending rows' partial index), at most
 * once per interval and in the background: a delivery never waits for the reading.
 */
export class InboxBacklog {
  private depth = 0;
  private ageSeconds = 0;
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly limits: BacklogLimits,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 250,
  ) {}

  /**
   * Throws ServiceBusyError when the inbox cannot keep up. A reading younger than a second is
   * used as it is (and renewed in the background past the interval); an older one (the first
   * delivery after a quiet while) is renewed first.
   */
  async checkAccepting(): Promise<void> {
    const age = Date.now() - this.readAt;
    if (age >= STALE_AFTER_MS) await this.refresh();
    else if (age >= this.intervalMs) void this.refresh();
    const reason = this.refusal();
    if (reason) throw new ServiceBusyError(reason, this.limits.retryAfterSeconds);
  }

  /** Why deliveries are refused now, or undefined. */
  refusal(): string | undefined {
    if (this.depth > this.limits.maxDepth)
      return `inbox backlog: ${this.depth} due messages (limit ${this.limits.maxDepth})`;
    if (this.ageSeconds > this.limits.maxAgeSeconds)
      return `inbox backlog: oldest due message waiting ${this.ageSeconds.toFixed(1)} s (limit ${this.limits.maxAgeSeconds} s)`;
    return undefined;
  }

  /** Reads depth and age now (tests, and the first delivery after a quiet while). */
  async read(): Promise<void> {
    const { rows } = await this.db.execute<{ depth: number; age: number | null }>(sql`
      SELECT (SELECT count(*)::int FROM (
                SELECT 1 FROM inbox WHERE status = 'pending' AND available_at <= now() LIMIT ${this.limits.maxDepth + 1}
              ) due) AS depth,
             (SELECT extract(epoch FROM now() - min(available_at))::float8
              FROM inbox WHERE status = 'pending' AND available_at <= now()) AS age`);
    this.depth = rows[0]?.depth ?? 0;
    this.ageSeconds = Math.max(0, rows[0]?.age ?? 0);
    this.readAt = Date.now();
  }

  /** One reading at a time; every caller meanwhile shares it. */
  private refresh(): Promise<void> {
    this.reading ??= this.read()
      .catch(this.onError)
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
