import { workspaceMessages as m } from '@griot/contract/workspaces/workspaceMessages';
import {
  AUDIT_RETENTION_MONTHS,
  type AuditEvent,
  type AuditEventType,
} from '@griot/contract/workspaces/workspaceSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';

/** Events a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogQuery {
  workspaceId: string;
  /** An actor's user id. */
  member?: string;
  type?: AuditEventType;
  cursor?: string;
}

interface AuditRow extends Record<string, unknown> {
  id: string;
  at: string;
  type: AuditEventType;
  actor_id: string | null;
  actor_name: string;
  subject: string;
  details: AuditEvent['details'];
  /** created_at to the microsecond, as text: the cursor must not lose what JavaScript dates would. */
  position: string;
}

/**
 * A page of the workspace's audit log, newest first, within the retention (older events may still
 * wait for the daily purge: they are not shown). Keyset pagination on (created_at, id): a page
 * stays right while events are added above it.
 */
export async function readAuditLog(
  db: Database,
  query: AuditLogQuery,
): Promise<{ events: AuditEvent[]; next_cursor: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const { rows } = await db.execute<AuditRow>(sql`
    SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
           type, actor_id, actor_name, subject, details,
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position
    FROM audit_events
    WHERE workspace_id = ${query.workspaceId}
      AND created_at > now() - make_interval(months => ${AUDIT_RETENTION_MONTHS})
      ${query.member ? sql`AND actor_id = ${query.member}` : sql``}
      ${query.type ? sql`AND type = ${query.type}` : sql``}
      ${after ? sql`AND (created_at, id) < (${after.position}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY created_at DESC, id DESC
    LIMIT ${AUDIT_PAGE_SIZE + 1}`);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map(toAuditEvent),
    next_cursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    type: row.type,
    actor: row.actor_id ? { id: row.actor_id, name: row.actor_name } : null,
    actor_name: row.actor_name,
    subject: row.subject,
    details: row.details,
  };
}

/** The cursor is opaque to clients: the last event's position and id, base64url. */
function encodeCursor(row: AuditRow): string {
  return Buffer.from(`${row.position}|${row.id}`).toString('base64url');
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeCursor(cursor: string): { position: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1])))
    throw apiError(400, m.auditCursorInvalid);
  return { position: match[1], id: match[2] };
}
