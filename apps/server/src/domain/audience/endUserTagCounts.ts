import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Tags a list of tags offers at most: past it, the rarest are left out. */
const TAG_COUNT_LIMIT = 500;

/**
 * The tags worn by the end-users of a workspace's chatbots (or of one of them) and how many wear
 * each, the most worn first: what the tags editor suggests and the subscribers list's tag filter
 * offers. The same tag in two chatbots is one line (the list filters both chatbots by it).
 */
export async function countEndUserTags(
  db: Database,
  workspaceId: string,
  chatbotId?: string,
): Promise<Array<{ tag: string; count: number }>> {
  const found = await db.execute<{ tag: string; count: number }>(sql`
    SELECT t.tag, count(*)::int AS count FROM end_user_tags t
    WHERE t.chatbot_id IN (
      SELECT c.id FROM chatbots c
      WHERE c.workspace_id = ${workspaceId}${chatbotId ? sql` AND c.id = ${chatbotId}` : sql``})
    GROUP BY t.tag ORDER BY count(*) DESC, lower(t.tag), t.tag LIMIT ${TAG_COUNT_LIMIT}`);
  return found.rows;
}
