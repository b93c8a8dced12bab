import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { CannedResponse } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';

type Row = { id: string; shortcut: string; text: string; updated_at: string };
const toCanned = (row: Row): CannedResponse => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});
const columns = sql`id, shortcut, text, updated_at`;

/** The workspace's canned responses, by shortcut. */
export async function listCannedResponses(db: Database, workspaceId: string): Promise<CannedResponse[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT ${columns} FROM canned_responses WHERE workspace_id = ${workspaceId} ORDER BY lower(shortcut), id`);
  return rows.map(toCanned);
}

/** A write where a shortcut taken in the workspace, whatever its case, answers 409. */
async function withUniqueShortcut(write: () => Promise<Row | undefined>): Promise<Row | undefined> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.shortcutTaken);
    throw error;
  }
}

export async function createCannedResponse(
  db: Database,
  workspaceId: string,
  createdBy: string,
  input: { shortcut: string; text: string },
): Promise<CannedResponse> {
  const row = await withUniqueShortcut(async () => {
    const { rows } = await db.execute<Row>(sql`
      INSERT INTO canned_responses (workspace_id, shortcut, text, created_by)
      VALUES (${workspaceId}, ${input.shortcut}, ${input.text}, ${createdBy})
      RETURNING ${columns}`);
    return rows[0];
  });
  if (!row) throw new Error('the canned response was not inserted');
  return toCanned(row);
}

/** Another workspace's id reads as none: 404. */
export async function updateCannedResponse(
  db: Database,
  workspaceId: string,
  input: { id: string; shortcut: string; text: string },
): Promise<CannedResponse> {
  const row = await withUniqueShortcut(async () => {
    const { rows } = await db.execute<Row>(sql`
      UPDATE canned_responses SET shortcut = ${input.shortcut}, text = ${input.text}, updated_at = now()
      WHERE id = ${input.id} AND workspace_id = ${workspaceId}
      RETURNING ${columns}`);
    return rows[0];
  });
  if (!row) throw apiError(404, m.cannedNotFound);
  return toCanned(row);
}

export async function removeCannedResponse(db: Database, workspaceId: string, id: string): Promise<void> {
  const { rows } = await db.execute<{ id: string }>(sql`
    DELETE FROM canned_responses WHERE id = ${id} AND workspace_id = ${workspaceId} RETURNING id`);
  if (!rows[0]) throw apiError(404, m.cannedNotFound);
}
