import {
  type BotEndUser,
  END_USERS_NEVER_ACTIVE,
  END_USERS_SEARCH_TOTAL_CAP,
} from '@griot/contract/endUsers/endUserSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { catchUpActivity } from '../../lib/activityBacklog';
import { countTagWearers } from './countTagWearers';
import { type RowTags, readRowTags, tagsOf } from './endUserRowTags';

/** A customer who wrote within this many days shows as active ('Utilisateurs actifs'). */
const ACTIVE_DAYS = 30;
/** A search made of a phone number's characters, with at least one digit. */
const PHONE_LIKE = /^(?=.*\d)[\d\s+().-]+$/;

type Row = {
  id: string;
  full_name: string;
  phone: string;
  email: string;
  profile_image: string;
  channel: BotEndUser['channel'];
  external_id: string;
  interaction_count: number;
  last_activity_at: string | null;
  chatbot_id: string;
  bot_name: string;
  display_phone_number: string;
  active: boolean;
  /** Null for an end-user who never wrote (an imported contact): they come last, by id. */
  position_at: string | null;
};

export interface EndUsersQuery {
  page: number;
  limit: number;
  chatbotId?: string;
  search?: string;
  /** Only the end-users wearing at least one of these tags. */
  tags?: readonly string[];
  after?: string;
}

/** What narrows the list (and its total), a page aside. */
type ListFilters = Pick<EndUsersQuery, 'chatbotId' | 'search' | 'tags'>;

/**
 * The end-users of the owner's chatbots (or of one), latest activity first (those who never
 * wrote, imported contacts, last), searched by name,
 * number, email or identity, narrowed to some tags; never the simulator's test conversations. Offset pages: the screen
 * asks page 1, 2… of `limit`, or everything with 999999 (streamed: see streamEndUsers).
 */
export async function listEndUsers(
  db: Database,
  workspaceId: string,
  options: EndUsersQuery,
): Promise<{ users: BotEndUser[]; total: number; totalCapped: boolean; next: string | null }> {
  // After a position (the screen reading 'Tous' in chunks): the rows that follow it in the list's
  // order, read from the index as the first page is, however deep (an offset would read them all).
  const offset = options.after ? 0 : (options.page - 1) * options.limit;
  await catchUpActivity(db, { wait: true });
  const [page, count] = await Promise.all([
    readEndUsers(db, workspaceId, { ...options, offset }),
    countEndUsers(db, workspaceId, options),
  ]);
  return {
    users: page.users,
    ...count,
    next: page.users.length === options.limit ? page.last : null,
  };
}

/**
 * The list's size: `total` as the answer shows it, and whether a search's or tags' count stopped
 * at its cap.
 */
export async function countEndUsers(
  db: Database,
  workspaceId: string,
  options: ListFilters,
): Promise<{ total: number; totalCapped: boolean }> {
  // Without a search or tags the total is the chatbots' own count of end-users (test
  // conversations left out, kept by triggers): counting a million rows at every page would cost
  // more than the page. A search, or tags, count their matches up to the cap, for the same reason.
  if (options.tags?.length && !options.search) {
    const wearers = await countTagWearers(
      db,
      workspaceId,
      { ...(options.chatbotId ? { chatbotId: options.chatbotId } : {}), tags: options.tags },
      END_USERS_SEARCH_TOTAL_CAP,
    );
    return { total: wearers.count, totalCapped: wearers.capped };
  }
  const total = options.search
    ? sql`SELECT count(*)::int AS total FROM (
            SELECT 1 FROM end_users e JOIN chatbots c ON c.id = e.chatbot_id WHERE ${filtersOf(workspaceId, options)}
            LIMIT ${END_USERS_SEARCH_TOTAL_CAP + 1}) matches`
    : sql`SELECT coalesce(sum(c.user_count), 0)::int AS total FROM chatbots c
          WHERE c.workspace_id = ${workspaceId}${options.chatbotId ? sql` AND c.id = ${options.chatbotId}` : sql``}`;
  const counted = (await db.execute<{ total: number }>(total)).rows[0]?.total ?? 0;
  const totalCapped = Boolean(options.search) && counted > END_USERS_SEARCH_TOTAL_CAP;
  return { total: totalCapped ? END_USERS_SEARCH_TOTAL_CAP : counted, totalCapped };
}

/**
 * Up to `limit` rows of the list, skipping `offset` of them or starting after the position
 * `after`; `last` is the position of the last row read (to read on from there), null when none.
 */
export async function readEndUsers(
  db: Database,
  workspaceId: string,
  options: Omit<EndUsersQuery, 'page'> & { offset: number },
): Promise<{ users: BotEndUser[]; last: string | null }> {
  const where = filtersOf(workspaceId, options);
  const after = options.after ? readPosition(options.after) : undefined;
  const n = options.offset + options.limit;
  // Per chatbot, its first offset + limit end-users, then merged: a page over every chatbot of a
  // large account reads a page per chatbot, not all their end-users. The active ones come from
  // end_users_chatbot_activity (NULLS LAST), those who never wrote (imported contacts) after them
  // by id from end_users_chatbot_never_active: a position in either part starts its scan there.
  const active =
    after?.at === null
      ? undefined
      : sql`SELECT e.* FROM end_users e
          WHERE e.chatbot_id = c.id AND ${where} AND e.last_activity_at IS NOT NULL
            ${
              after
                ? sql`AND e.last_activity_at <= ${after.at}::timestamptz
              AND (e.last_activity_at < ${after.at}::timestamptz OR e.id > ${after.id}::uuid)`
                : sql``
            }
          ORDER BY e.last_activity_at DESC NULLS LAST, e.id LIMIT ${n}`;
  const neverActive = sql`SELECT e.* FROM end_users e
          WHERE e.chatbot_id = c.id AND ${where} AND e.last_activity_at IS NULL
            ${after?.at === null ? sql`AND e.id > ${after.id}::uuid` : sql``}
          ORDER BY e.id LIMIT ${n}`;
  const rows = await db.execute<Row>(sql`
    SELECT e.id, e.full_name, e.phone, e.email, e.profile_image, e.channel, e.external_id,
           e.interaction_count, e.last_activity_at, e.chatbot_id, c.bot_name, c.display_phone_number,
           coalesce(e.last_activity_at > now() - make_interval(days => ${ACTIVE_DAYS}), false) AS active,
           to_char(e.last_activity_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at
    FROM chatbots c CROSS JOIN LATERAL (
      ${active ? sql`(${active}) UNION ALL ` : sql``}(${neverActive})
    ) e
    WHERE c.workspace_id = ${workspaceId}${options.chatbotId ? sql` AND c.id = ${options.chatbotId}` : sql``}
    ORDER BY e.last_activity_at DESC NULLS LAST, e.id
    LIMIT ${options.limit} OFFSET ${options.offset}`);
  const tags = await readRowTags(
    db,
    rows.rows.map((row) => row.id),
  );
  const last = rows.rows.at(-1);
  return {
    users: rows.rows.map((row) => toBotEndUser(row, tagsOf(tags, row.id))),
    last: last ? `${last.position_at ?? END_USERS_NEVER_ACTIVE}_${last.id}` : null,
  };
}

/** The conditions on `end_users e JOIN chatbots c` every query of the list shares. */
function filtersOf(workspaceId: string, options: ListFilters): SQL {
  const filters: SQL[] = [sql`c.workspace_id = ${workspaceId}`, sql`NOT e.is_test`];
  if (options.chatbotId) filters.push(sql`e.chatbot_id = ${options.chatbotId}`);
  if (options.search) {
    // A number typed as the screen shows it ('77 900 01 18', '+221 77…') is looked up by its digits.
    const needle = PHONE_LIKE.test(options.search) ? options.search.replace(/\D/g, '') : options.search;
    const pattern = `%${needle.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    // The very expression of the trigram index end_users_search (migration 0028).
    filters.push(
      sql`(e.full_name || ' ' || e.phone || ' ' || e.email || ' ' || e.external_id) ILIKE ${pattern}`,
    );
  }
  if (options.tags?.length) {
    // Any of the tags: the primary key (end_user_id, tag) answers for one end-user, and the index
    // end_user_tags_chatbot_tag hands over a tag's wearers when they are few.
    filters.push(sql`EXISTS (SELECT 1 FROM end_user_tags t
      WHERE t.end_user_id = e.id AND t.tag = ANY(${sql.param([...options.tags])}::text[]))`);
  }
  return sql.join(filters, sql` AND `);
}

/**
 * A position `<activity>_<id>` or `never_<id>` (END_USERS_CURSOR) in the list's order: latest
 * activity first, then id; those who never wrote last, by id. Its bound is where the index scan
 * starts: without it each chunk scanned (and filtered out) every row before its position, so
 * reading a list chunk by chunk cost its length squared.
 */
function readPosition(after: string): { at: string | null; id: string } {
  const [at = '', id = ''] = after.split('_');
  return { at: at === END_USERS_NEVER_ACTIVE ? null : at, id };
}

function toBotEndUser(row: Row, tags: RowTags): BotEndUser {
  return {
    id_dialog: row.id,
    iduser: row.id,
    user_full_name: row.full_name,
    tel: row.phone || (row.channel === 'whatsapp' ? `+${row.external_id}` : ''),
    telbot: row.display_phone_number,
    email: row.email,
    bot_name: row.bot_name,
    idbot: row.chatbot_id,
    total_discussions: row.interaction_count,
    created_at: row.last_activity_at === null ? null : new Date(row.last_activity_at).toISOString(),
    is_active: row.active,
    user_image_profile: row.profile_image,
    channel: row.channel,
    usertel: row.external_id,
    tags: tags.tags,
    tag_count: tags.tagCount,
  };
}
