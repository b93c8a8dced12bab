import { sql } from 'drizzle-orm';
import { countEndUserTags } from '../apps/server/src/domain/audience/endUserTagCounts';
import { listEndUsers } from '../apps/server/src/features/endUsers/listEndUsers';
import type { Database } from '../packages/db/src/openDatabase';

/**
 * The tags of bench:audience's end-users (n is an end-user's rank, 1 to END_USERS; its activity is
 * n % 100,000 minutes ago): 'client' on one in two, 'VIP' on one in twenty, 'Tabaski 2026' on one
 * in a hundred, 'grossiste' on one in ten thousand (a hundred in a million), and 'ancien' on the
 * ten least active of each hundred thousand — the wearers of a rare tag at the very end of the
 * list's order, the worst case for a page read down the activity index.
 */
export async function ensureBenchTags(db: Database, chatbotId: string): Promise<void> {
  const tagged = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM end_user_tags WHERE chatbot_id = ${chatbotId} LIMIT 1) t`,
  );
  if (tagged.rows[0]?.n !== 0) return;
  const started = Date.now();
  const written = await db.execute(sql`
    INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
    SELECT eu.id, eu.chatbot_id, x.tag
    FROM (SELECT id, chatbot_id, substring(external_id FROM 6)::int AS n
          FROM end_users WHERE chatbot_id = ${chatbotId}) eu
    CROSS JOIN LATERAL (VALUES
      ('client', eu.n % 2 = 0),
      ('VIP', eu.n % 20 = 0),
      ('Tabaski 2026', eu.n % 100 = 7),
      ('grossiste', eu.n % 10000 = 3),
      ('ancien', eu.n % 100000 >= 99990)
    ) AS x(tag, wears)
    WHERE x.wears`);
  await db.execute(sql.raw('VACUUM ANALYZE end_user_tags'));
  console.log(`${written.rowCount} tags written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The subscribers list with its tag filter and the filter's tag list, as bench:audience times them. */
export function tagCases(
  db: Database,
  workspaceId: string,
  chatbotId: string,
): Array<[string, number, () => Promise<unknown>]> {
  const page = (tags: string[], more: { chatbot?: boolean; search?: string } = {}) =>
    listEndUsers(db, workspaceId, {
      page: 1,
      limit: 20,
      tags,
      ...(more.chatbot === false ? {} : { chatbotId }),
      ...(more.search ? { search: more.search } : {}),
    });
  return [
    ['users page 1, tag on 50 %', 50, () => page(['client'])],
    ['users page 1, tag on 5 % (VIP)', 50, () => page(['VIP'])],
    ['users page 1, tag on 0.01 %', 50, () => page(['grossiste'])],
    ['users page 1, rare tag, oldest', 50, () => page(['ancien'])],
    ['users page 1, 2 tags (any)', 50, () => page(['VIP', 'Tabaski 2026'])],
    ['users page 1, VIP, every chatbot', 50, () => page(['VIP'], { chatbot: false })],
    ['users page 1, VIP + search "awa"', 50, () => page(['VIP'], { search: 'awa' })],
    ['tag filter list (workspace)', 300, () => countEndUserTags(db, workspaceId)],
  ];
}
