import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** What an inbox screen hears of a conversation that changed: enough to refresh it or leave it be. */
export type InboxChange = {
  /** The conversation's id: its end-user's. */
  id: string;
  chatbot_id: string;
  status: ConversationStatus;
  assignee_id: string | null;
};

/** A raw notification: its channel ('griot_conversations' or 'griot_messages') and JSON payload. */
export type NotificationListener = (channel: string, payload: string) => void;

/** The process's one LISTEN connection (runtime/liveHub.ts), as the hub needs it. */
export interface NotificationSource {
  listen(listener: NotificationListener): () => void;
}

/** At most this often per process, the changes heard are read and told (≤ 4 a second). */
export const INBOX_EVENTS_INTERVAL_MS = 250;
/**
 * A message notification names seqs, and no index leads from a seq to its message: they are looked
 * for among the chatbot's messages of the last minutes (its index by date bounds the search to
 * them). A message is notified as it is written and as it is sent, seconds later; an older one's
 * status changing later moves nothing the inbox list shows.
 */
const RECENT_MESSAGES = '2 minutes';

/**
 * Carries conversation changes to the team inbox's open streams. PostgreSQL tells every process
 * of them — 'griot_conversations' `{"w","e"}` (a status, an assignee, labels, notes), 'griot_messages'
 * `{"c","s"}` (a message written or sent) — through the process's one listening connection; the
 * hub gathers what arrives for INBOX_EVENTS_INTERVAL_MS, reads the changed conversations of the
 * watched workspaces in one query, and tells each stream only its workspace's, each once.
 * Nothing is read while nobody watches.
 */
export class InboxEventHub {
  private readonly byWorkspace = new Map<string, Set<(changes: InboxChange[]) => void>>();
  private endUsers = new Set<string>();
  private seqs: Array<{ c: string; s: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly source: NotificationSource,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = INBOX_EVENTS_INTERVAL_MS,
  ) {}

  /** Tells `listener` the changes of the workspace's conversations until the returned call. */
  subscribe(workspaceId: string, listener: (changes: InboxChange[]) => void): () => void {
    const listeners = this.byWorkspace.get(workspaceId) ?? new Set();
    listeners.add(listener);
    this.byWorkspace.set(workspaceId, listeners);
    this.stopListening ??= this.source.listen(this.heard);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byWorkspace.get(workspaceId) === listeners)
        this.byWorkspace.delete(workspaceId);
      if (this.byWorkspace.size === 0) this.stop();
    };
  }

  /** Stops listening and forgets what was pending (the last stream ended, or the server stops). */
  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.endUsers = new Set();
    this.seqs = [];
  }

  private readonly heard: NotificationListener = (channel, payload) => {
    try {
      const parsed = JSON.parse(payload) as { w?: string; e?: string; c?: string; s?: number[] };
      if (channel === 'griot_conversations' && parsed.w && parsed.e) {
        if (!this.byWorkspace.has(parsed.w)) return;
        this.endUsers.add(parsed.e);
      } else if (channel === 'griot_messages' && parsed.c && Array.isArray(parsed.s)) {
        const chatbotId = parsed.c;
        for (const seq of parsed.s) this.seqs.push({ c: chatbotId, s: seq });
      } else return;
    } catch {
      return;
    }
    this.schedule();
  };

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  private async flush(): Promise<void> {
    if (this.flushing) {
      // The read before is still running: these changes wait for the next turn.
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      return;
    }
    this.timer = undefined;
    const endUsers = [...this.endUsers];
    const seqs = this.seqs;
    this.endUsers = new Set();
    this.seqs = [];
    const watched = [...this.byWorkspace.keys()];
    if (watched.length === 0 || (endUsers.length === 0 && seqs.length === 0)) return;
    this.flushing = true;
    try {
      const { rows } = await this.db.execute<InboxChange & { workspace_id: string }>(sql`
        WITH watched AS (
          SELECT value::uuid AS id FROM jsonb_array_elements_text(${JSON.stringify(watched)}::jsonb)
        ), changed AS (
          SELECT value::uuid AS id FROM jsonb_array_elements_text(${JSON.stringify(endUsers)}::jsonb)
          UNION
          SELECT m.end_user_id
          FROM jsonb_to_recordset(${JSON.stringify(seqs)}::jsonb) AS x(c uuid, s bigint)
          JOIN chatbots b ON b.id = x.c AND b.workspace_id IN (SELECT id FROM watched)
          JOIN messages m ON m.chatbot_id = x.c AND m.seq = x.s
            AND m.created_at > now() - ${RECENT_MESSAGES}::interval
        )
        SELECT eu.id, eu.chatbot_id, b.workspace_id, coalesce(c.status, 'resolved') AS status, c.assignee_id
        FROM changed
        JOIN end_users eu ON eu.id = changed.id AND NOT eu.is_test
        JOIN chatbots b ON b.id = eu.chatbot_id AND b.workspace_id IN (SELECT id FROM watched)
        LEFT JOIN conversations c ON c.end_user_id = eu.id`);
      const byWorkspace = new Map<string, InboxChange[]>();
      for (const { workspace_id, ...change } of rows)
        byWorkspace.set(workspace_id, [...(byWorkspace.get(workspace_id) ?? []), change]);
      for (const [workspaceId, changes] of byWorkspace)
        for (const listener of this.byWorkspace.get(workspaceId) ?? []) listener(changes);
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = false;
    }
  }
}
