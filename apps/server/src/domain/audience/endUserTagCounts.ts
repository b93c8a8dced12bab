import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Tags a list of tags offers at most: past it, the rarest are left out. */
const TAG_COUNT_LIMIT = 500;

/**
 * The tags worn by the end-users of a workspace's chatbots (or of one of them) and how many wear
 * each, the most worn first: what the tags editor suggests and the subscribers list's tag filter
 * offers. The same tag in two chatbots is one line (the list filters both chatbots by it). Test
 * end-users (the simulator's conversations, silent web visitors) count for none, as the list leaves
 * them out: a tag only they wear is not offered.
 */
export async function countEndUserTags(
  db: Database,
  workspaceId: string,
  chatbotId?: string,
): Promise<Array<{ tag: string; count: number }>> {
  const chatbots = sql`SELECT c.id FROM chatbots c
    WHERE c.workspace_id = ${workspaceId}${chatbotId ? sql` AND c.id = ${chatbotId}` : sql``}`;
  // Every wearer is counted from the tag side alone (the index end_user_tags_chatbot_tag), then the
  // test end-users' tags are taken off: joining each tag row to its end-user to read is_test would
  // visit every tagged end-user. A test end-user is a web visitor, so they are found by the
  // end_users_identity index's (chatbot_id, channel) prefix among the web visitors only, and their
  // tags by end_user_tags' primary key.
  const found = await db.execute<{ tag: string; count: number }>(sql`
    SELECT worn.tag, (worn.count - coalesce(test.count, 0))::int AS count
    FROM (SELECT t.tag, count(*) AS count FROM end_user_tags t
          WHERE t.chatbot_id IN (${chatbots}) GROUP BY t.tag) worn
    LEFT JOIN (SELECT t.tag, count(*) AS count FROM end_users e JOIN end_user_tags t ON t.end_user_id = e.id
               WHERE e.chatbot_id IN (${chatbots}) AND e.channel = 'web' AND e.is_test
               GROUP BY t.tag) test ON test.tag = worn.tag
    WHERE worn.count > coalesce(test.count, 0)
    ORDER BY 2 DESC, lower(worn.tag), worn.tag LIMIT ${TAG_COUNT_LIMIT}`);
  return found.rows;
}
