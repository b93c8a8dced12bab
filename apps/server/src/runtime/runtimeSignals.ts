import { EventEmitter } from 'node:events';

/**
 * In-process wake-ups: a webhook that inserted inbox rows wakes this process's conversation
 * workers at once instead of waiting for their next poll. Other processes learn of the rows through
 * PostgreSQL NOTIFY (see runtimeNotifications.ts) or their poll.
 */
export class RuntimeSignals extends EventEmitter<{ work: [] }> {
  wake(): void {
    this.emit('work');
  }
}
