import type { Database } from '@griot/db/openDatabase';
import { postgresErrorCode } from '../lib/postgresErrors';
import { enqueueInbox } from './enqueueInbox';
import type { InboxItem } from './inboxEvent';
import { inboxRefusal, refusedItem } from './inboxRefusal';

/** How long the first webhook of a batch waits for others to join it. */
const GATHER_MS = 2;
const MAX_BATCH = 500;

interface Waiting {
  items: readonly InboxItem[];
  resolve: (added: number) => void;
  reject: (error: unknown) => void;
}

export type InboxLog = (details: Record<string, unknown>, message: string) => void;

/**
 * Gathers the inbox writes of webhooks arriving together into one INSERT (one commit, one fsync)
 * instead of one each: at a thousand webhooks a second the commits, not the work, were the cost.
 * Every webhook still answers only after its rows are committed.
 *
 * One bad row must never fail other people's messages: when PostgreSQL refuses the batch for its
 * data, each webhook's rows are written alone, then each row alone, and a row still refused is
 * stored as refused (answered 200: the platform would retry it for days). A database that is
 * down fails the batch, so the platforms retry and nothing is lost.
 */
export class InboxBatcher {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private size = 0;

  constructor(
    private readonly db: Database,
    private readonly log: InboxLog = () => {},
  ) {}

  add(items: readonly InboxItem[]): Promise<number> {
    if (items.length === 0) return Promise.resolve(0);
    const checked = items.map((item) => {
      const refusal = inboxRefusal(item);
      if (refusal === undefined) return item;
      this.log(
        { chatbotId: item.chatbotId, channel: item.channel, reason: refusal },
        'inbound message refused',
      );
      return refusedItem(item, refusal);
    });
    return new Promise((resolve, reject) => {
      this.waiting.push({ items: checked, resolve, reject });
      this.size += checked.length;
      if (this.size >= MAX_BATCH) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), GATHER_MS);
    });
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    this.size = 0;
    const all = batch.flatMap((entry) => entry.items);
    enqueueInbox(this.db, all).then(
      ({ isNew }) => {
        for (const entry of batch) entry.resolve(entry.items.filter(isNew).length);
      },
      (error: unknown) => {
        if (isRefusedForItsData(error)) return this.settleAlone(batch);
        for (const entry of batch) entry.reject(error);
      },
    );
  }

  /** Each webhook's rows alone, so a poison row fails no one else's. */
  private async settleAlone(batch: readonly Waiting[]): Promise<void> {
    for (const entry of batch) {
      try {
        entry.resolve(await this.writeAlone(entry.items));
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  private async writeAlone(items: readonly InboxItem[]): Promise<number> {
    try {
      return (await enqueueInbox(this.db, items)).added;
    } catch (error) {
      if (!isRefusedForItsData(error)) throw error;
    }
    let added = 0;
    for (const item of items) {
      try {
        added += (await enqueueInbox(this.db, [item])).added;
      } catch (error) {
        if (!isRefusedForItsData(error)) throw error;
        const reason = `refused by PostgreSQL (${postgresErrorCode(error)})`;
        this.log({ chatbotId: item.chatbotId, channel: item.channel, reason }, 'inbound message refused');
        added += (await enqueueInbox(this.db, [refusedItem(item, reason)])).added;
      }
    }
    return added;
  }
}

/**
 * PostgreSQL refused the values themselves (data exception, program limit): writing them again
 * would fail again. Anything else (connection lost, server restarting) may pass on a retry.
 */
function isRefusedForItsData(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'));
}
