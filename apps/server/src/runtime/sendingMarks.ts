import { arrayParam } from '@griot/db/arrayParam';
import { executeNamed } from '@griot/db/executeNamed';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * Marks messages 'sending' before the platform is called, so that a process killed during a send
 * leaves a trace: the next worker then knows the message may have reached the customer (see
 * interruptedUpdate in sendLanes). Each mark must be committed before its own send starts, but the
 * marks of a round need not be committed one by one: a lane asks for its mark and waits; the marks
 * asked while one statement runs go together in the next (group commit). A round of 500 lanes
 * costs a few statements instead of one committed UPDATE per message, which queued behind each
 * other on the worker's single connection and made replies 8× slower.
 *
 * WhatsApp replies need none: their round stores them marked (MessageRecord.sending), its commit
 * being the mark. Telegram and Messenger replies are marked here, just before their send.
 *
 * Safe for the same reason the single mark was: a message is sent only after a committed
 * statement has marked it; marking a few messages a little earlier than strictly needed changes
 * nothing, since a marked message whose process survives is cleared with its outcome.
 */
export class SendingMarks {
  private waiting: { id: string; done: (error?: unknown) => void }[] = [];
  private flushing = false;

  constructor(private readonly connection: Database) {}

  /** Resolves once a committed statement has marked `messageId`. */
  mark(messageId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: messageId, done: (error) => (error ? reject(error) : resolve()) });
      // The lanes of a round ask in the same tick: the first statement takes them all.
      if (!this.flushing) {
        this.flushing = true;
        queueMicrotask(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await executeNamed(
          this.connection,
          sql`
          UPDATE messages SET sending_at = now()
          WHERE id = ANY(${arrayParam(batch.map((entry) => entry.id))}::uuid[])`,
        );
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error);
      }
    }
    this.flushing = false;
  }
}
