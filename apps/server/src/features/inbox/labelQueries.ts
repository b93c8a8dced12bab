import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { Label } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';

/** The workspace's labels, by name. */
export async function listLabels(db: Database, workspaceId: string): Promise<Label[]> {
  const { rows } = await db.execute<Label>(sql`
    SELECT id, name, color FROM labels WHERE workspace_id = ${workspaceId} ORDER BY lower(name), id`);
  return rows.map((row) => ({ ...row }));
}

/** A write on labels, where a name taken (whatever its case, labels_workspace_name) → 409. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.labelNameTaken);
    throw error;
  }
}

/** The conversations wearing a label: their inboxes refresh when it changes. */
export async function conversationsWithLabel(db: Database, labelId: string): Promise<string[]> {
  const { rows } = await db.execute<{ end_user_id: string }>(sql`
    SELECT end_user_id FROM conversation_labels WHERE label_id = ${labelId}`);
  return rows.map((row) => row.end_user_id);
}
