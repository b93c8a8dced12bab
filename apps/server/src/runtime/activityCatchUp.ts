import type { Database } from '@griot/db/openDatabase';
import { catchUpActivity } from '../lib/activityBacklog';

/** The dashboards' figures trail the conversations by at most about this long. */
const CATCH_UP_EVERY_MS = 1_000;

/**
 * Applies the activity backlog every second, off the reply path (see catchUpActivity). Every
 * process runs one; the database lets one at a time work, the others skip their turn.
 */
export class ActivityCatchUp {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => {
      this.running ??= catchUpActivity(this.db, { wait: false })
        .then(() => undefined, this.onError)
        .finally(() => {
          this.running = undefined;
        });
    }, CATCH_UP_EVERY_MS);
  }

  /** Stops the loop, applying what is left first: a stopped process leaves the figures exact. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await catchUpActivity(this.db, { wait: true }).catch(this.onError);
  }
}
