import type { Database } from '@griot/db/openDatabase';
import type { RuntimeWorker } from '../../../runtime/runtime';
import { decideDueTests } from './abTest';
import type { CampaignLauncher } from './campaignLauncher';
import { runDuePlans } from './runDuePlans';

export interface CampaignSchedulerOptions {
  db: Database;
  launcher: CampaignLauncher;
  onError: (error: unknown) => void;
  /** The clock (tests fake it). */
  now?: () => number;
  /** How often due plans and A/B decisions are looked for: a plan starts within this of its time. */
  pollMs?: number;
  /** A campaign was started or released: the broadcast worker should look now. */
  onStarted?: () => void;
}

/** Every second by default: the issue asks for a start within 5 s of the planned time. */
const POLL_MS = 1_000;

/**
 * Starts planned and recurring campaigns when due, and decides A/B tests whose delay has passed.
 * State lives in the database only (campaign_plans.next_run_at, broadcasts.ab_decide_at): a
 * restarted or second scheduler picks up where the last one stopped, and SKIP LOCKED keeps two
 * from starting the same run.
 */
export class CampaignScheduler implements RuntimeWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly options: CampaignSchedulerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** One round: due plans started, due tests decided. Returns the campaigns started or released. */
  async round(): Promise<string[]> {
    const { db, launcher, onError } = this.options;
    const now = (this.options.now ?? Date.now)();
    const started = await runDuePlans(db, launcher, now, onError);
    const released = await decideDueTests(db, now);
    if (started.length + released.length > 0) this.options.onStarted?.();
    return [...started, ...released];
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.round();
      } catch (error) {
        this.options.onError(error);
      }
      await this.idle();
    }
  }

  private async idle(): Promise<void> {
    if (!this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.options.pollMs ?? POLL_MS);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }
}
