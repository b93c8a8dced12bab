import type { Database } from '@griot/db/openDatabase';
import { WakeableSleep } from '../../lib/wakeableSleep';
import type { RuntimeWorker } from '../../runtime/runtime';
import type { RuntimeSignals } from '../../runtime/runtimeSignals';
import { assignWaitingConversations } from './autoAssign';
import { sendAwayMessages } from './awayMessages';
import { wakeEndedSnoozes } from './wakeSnoozes';

/** The team inbox's automation among the runtime's workers (`runtime.worker(INBOX_AUTOMATION_WORKER)`). */
export const INBOX_AUTOMATION_WORKER = 'inboxAutomation';

/** Without a wake-up, look this often (a snooze ends on time within it). */
const POLL_MS = 2000;
/**
 * At least this long between two passes: every opening and assignment NOTIFYs, and a burst of
 * them must cost a few passes, not one each.
 */
const MIN_GAP_MS = 250;

export interface InboxAutomationDeps {
  db: Database;
  signals: RuntimeSignals;
  log: (level: 'info' | 'warn' | 'error', details: Record<string, unknown>, message: string) => void;
}

/** What one pass did. */
export interface AutomationPass {
  snoozesEnded: number;
  assigned: number;
  awayMessages: number;
}

/**
 * The team inbox's background work in one server process, off the reply path: snoozes that ended
 * open again, open conversations nobody handles go to an available member (round robin, capped),
 * and a stretch opened outside business hours gets the away message once. Woken by the team
 * inbox's NOTIFY (a conversation opened, assigned, a member came back), else every 2 s. Every step
 * is safe with several processes: rows are claimed with SKIP LOCKED, assignment serialises on a
 * per-workspace advisory lock, the away message on its stretch's row.
 */
export class InboxAutomationWorker implements RuntimeWorker {
  private stopped = true;
  private running: Promise<void> | undefined;
  private readonly rest = new WakeableSleep();
  private readonly gap = new WakeableSleep();

  constructor(private readonly deps: InboxAutomationDeps) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.deps.signals.on('conversations', this.wake);
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.deps.signals.off('conversations', this.wake);
    this.rest.interrupt();
    this.gap.interrupt();
    await this.running;
  }

  /** A conversation changed: look now (after the minimum gap). */
  readonly wake = (): void => {
    this.rest.wake();
  };

  /** One pass of the three steps; each step's failure is logged and leaves the others to run. */
  async runOnce(): Promise<AutomationPass> {
    const { db } = this.deps;
    return {
      snoozesEnded: await this.step('snoozes', () => wakeEndedSnoozes(db)),
      assigned: await this.step('assignment', () => assignWaitingConversations(db)),
      awayMessages: await this.step('away messages', () => sendAwayMessages(db)),
    };
  }

  private async step(name: string, work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      if (!this.stopped) this.deps.log('error', { err: error, step: name }, 'inbox automation step failed');
      return 0;
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      await this.runOnce();
      if (this.stopped) break;
      await this.gap.sleep(MIN_GAP_MS);
      if (this.stopped) break;
      // A wake-up during the pass or the gap means another pass at once; else wait for one.
      if (this.rest.woken) this.rest.woken = false;
      else await this.rest.sleep(POLL_MS - MIN_GAP_MS);
    }
  }
}
