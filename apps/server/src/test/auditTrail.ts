import type { Database } from '@griot/db/openDatabase';
import { auditEvents } from '@griot/db/schema/workspaces';
import { asc, eq } from 'drizzle-orm';

/** A workspace's audit events as stored, oldest first: what the tests of each recorded event read. */
export async function auditTrail(db: Database, workspaceId: string) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.workspaceId, workspaceId))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((row) => ({
    type: row.type,
    actorId: row.actorId,
    actorName: row.actorName,
    subject: row.subject,
    details: row.details,
  }));
}
