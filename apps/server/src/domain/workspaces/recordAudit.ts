import type { AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { auditEvents } from '@griot/db/schema/workspaces';

/** Who did it: the session's person (their name is copied, so the record outlives the account). */
export interface AuditActor {
  id: string;
  firstname: string;
  lastname: string;
}

export interface AuditEntry {
  workspaceId: string;
  actor: AuditActor | null;
  type: AuditEventType;
  /** What it was about, as it should read in the log: a chatbot's, a flow's, a member's name. */
  subject: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Adds an event to the workspace's audit log. Call it with the transaction that makes the change
 * (`tx`), so the record and the change commit together or not at all.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    workspaceId: entry.workspaceId,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? `${entry.actor.firstname} ${entry.actor.lastname}`.trim() : '',
    type: entry.type,
    subject: entry.subject.slice(0, 300),
    details: entry.details ?? {},
  });
}
