import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * How many end-users of the workspace's chatbots (or of one) wear at least one of `tags`, the
 * simulator's test conversations left out, counted up to `cap`: `{ count, capped }` with count =
 * cap when there are more. Read from the tag side (the index end_user_tags_chatbot_tag), never
 * more than (cap + 1) rows per tag: counting the half million wearers of a common tag exactly took
 * 2 s at a million end-users, as long as the page itself 40 times over.
 */
export async function countTagWearers(
  db: Database,
  workspaceId: string,
  options: { chatbotId?: string; tags: readonly string[] },
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const tags = [...new Set(options.tags)];
  // A wearer has one row per tag: once this many rows are read, more than `cap` wear them.
  const enough = (cap + 1) * tags.length;
  const found = await db.execute<{ wearers: number; rows: number }>(sql`
    SELECT count(DISTINCT w.end_user_id)::int AS wearers, count(*)::int AS rows FROM (
      SELECT t.end_user_id FROM end_user_tags t JOIN end_users e ON e.id = t.end_user_id
      WHERE t.chatbot_id IN (
          SELECT c.id FROM chatbots c WHERE c.workspace_id = ${workspaceId}
            ${options.chatbotId ? sql`AND c.id = ${options.chatbotId}` : sql``})
        AND t.tag = ANY(${sql.param(tags)}::text[]) AND NOT e.is_test
      LIMIT ${enough}) w`);
  const { wearers = 0, rows = 0 } = found.rows[0] ?? {};
  // Fewer rows than that: all were read, and their wearers are counted exactly.
  const capped = rows >= enough || wearers > cap;
  return capped ? { count: cap, capped: true } : { count: wearers, capped: false };
}
