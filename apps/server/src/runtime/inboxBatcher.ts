import type { Database } from '@griot/db/openDatabase';
import { enqueueInbox } from './enqueueInbox';
import type { InboxItem } from './inboxEvent';

/** How long the first webhook of a batch waits for others to join it. */
const GATHER_MS = 2;
const MAX_BATCH = 500;

interface Waiting {
  items: readonly InboxItem[];
  resolve: (added: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the inbox writes of webhooks arriving together into one INSERT (one commit, one fsync)
 * instead of one each: at a thousand webhooks a second the commits, not the work, were the cost.
 * Every webhook still answers only after its rows are committed.
 */
export class InboxBatcher {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private size = 0;

  constructor(private readonly db: Database) {}

  add(items: readonly InboxItem[]): Promise<number> {
    if (items.length === 0) return Promise.resolve(0);
    return new Promise((resolve, reject) => {
      this.waiting.push({ items, resolve, reject });
      this.size += items.length;
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
        for (const entry of batch) entry.reject(error);
      },
    );
  }
}
