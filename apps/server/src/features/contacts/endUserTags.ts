import { contactMessages as m } from '@griot/contract/contacts/contactMessages';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';

/** An end-user of the workspace's chatbots (id and chatbot), else 404 as for one that does not exist. */
export async function requireWorkspaceEndUser(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<{ id: string; chatbotId: string }> {
  const found = await db.execute<{ id: string; chatbot_id: string }>(sql`
    SELECT eu.id, eu.chatbot_id FROM end_users eu JOIN chatbots c ON c.id = eu.chatbot_id
    WHERE eu.id = ${id} AND c.workspace_id = ${workspaceId}`);
  const row = found.rows[0];
  if (!row) throw apiError(404, m.endUserUnknown);
  return { id: row.id, chatbotId: row.chatbot_id };
}

/** An end-user's tags, alphabetical. */
export async function readEndUserTags(db: Database, endUserId: string): Promise<string[]> {
  const found = await db.execute<{ tag: string }>(
    sql`SELECT tag FROM end_user_tags WHERE end_user_id = ${endUserId} ORDER BY lower(tag), tag`,
  );
  return found.rows.map((row) => row.tag);
}

/** Replaces an end-user's tags with `tags` (one transaction: the list is the end-user's after it). */
export async function replaceEndUserTags(
  db: Database,
  endUser: { id: string; chatbotId: string },
  tags: readonly string[],
): Promise<string[]> {
  const wanted = JSON.stringify([...new Set(tags.map((tag) => tag.trim()))]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      DELETE FROM end_user_tags WHERE end_user_id = ${endUser.id}
        AND NOT (tag = ANY (SELECT jsonb_array_elements_text(${wanted}::jsonb)))`);
    await tx.execute(sql`
      INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
      SELECT ${endUser.id}, ${endUser.chatbotId}, value FROM jsonb_array_elements_text(${wanted}::jsonb)
      ON CONFLICT (end_user_id, tag) DO NOTHING`);
  });
  return readEndUserTags(db, endUser.id);
}
