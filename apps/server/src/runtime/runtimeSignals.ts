import { EventEmitter } from 'node:events';

/**
 * `inbox`: rows to run arrived; `outbox`: messages to send were queued; `conversations`: a
 * conversation of the team inbox changed (opened, assigned, snoozed: conversationStatus.ts), for
 * the inbox's automation (assignment, away messages).
 */
export type WorkKind = 'inbox' | 'outbox' | 'conversations';

/**
 * In-process wake-ups: a webhook that inserted inbox rows wakes this process's inbox workers at
 * once instead of waiting for their next poll, and a processed round wakes the senders. Other
 * processes learn of the work through PostgreSQL NOTIFY (see liveHub.ts) or their poll.
 */
export class RuntimeSignals extends EventEmitter<{ inbox: []; outbox: []; conversations: [] }> {
  wake(kind: WorkKind = 'inbox'): void {
    this.emit(kind);
  }
}
