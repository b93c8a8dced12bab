import type { Database } from '@griot/db/openDatabase';
import { catchUpActivity, VACUUM_AFTER_LINES, vacuumActivityBacklog } from '../lib/activityBacklog';

/**
 * How often the backlog is applied in the background. The screens that show these figures apply
 * it themselves before reading (catchUpActivity with wait), so they are exact whatever this is;
 * what it bounds is how long the end-users' rows (last activity, used to sort a segment's list)
 * trail. Each pass updates every end-user active since the last one, a non-HOT update that also
 * re-indexes the row's search trigrams: in a burst, where an end-user writes several times a
 * second, a pass every 3 s instead of every second updates each row about half as often
 * (bench:runtime).
 */
const CATCH_UP_EVERY_MS = 3_000;

/**
 * Applies the activity backlog every few seconds, off the reply path (see catchUpActivity). Every
 * process runs one; the database lets one at a time work, the others skip their turn.
 */
export class ActivityCatchUp {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly vacuumAfterLines = VACUUM_AFTER_LINES,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.running ??= this.runOnce()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
        });
    }, CATCH_UP_EVERY_MS);
  }

  /**
   * One pass: applies what waits, then vacuums the backlog once enough lines went (applied here or
   * by the screens' reads), so the screens' own catch-ups never scan a table full of deleted lines.
   */
  async runOnce(): Promise<void> {
    await catchUpActivity(this.db, { wait: false });
    await vacuumActivityBacklog(this.db, this.vacuumAfterLines);
  }

  /** Stops the loop, applying what is left first: a stopped process leaves the figures exact. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await catchUpActivity(this.db, { wait: true }).catch(this.onError);
  }
}
