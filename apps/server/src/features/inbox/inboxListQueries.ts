import type { InboxConversation, inboxListQuery } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ConversationRow,
  conversationRowsOf,
  toInboxConversation,
} from '../../domain/inbox/inboxConversationRows';
import { decodeInboxCursor, encodeInboxCursor, type InboxPosition } from './inboxCursor';
import { IDENTITY, searchMatches } from './inboxSearch';

export type InboxListQuery = z.output<typeof inboxListQuery>;

/**
 * A search with at least `common` matches in the workspace (end-users and messages) is common:
 * the list is walked in order, checking each conversation, as the page fills within a few hundred
 * (sorting thousands of matches would cost more). A rarer one reads the trigram indexes' matches.
 * The walk checks at most `walk` conversations (a word common elsewhere than in this view).
 */
export interface SearchTuning {
  common: number;
  walk: number;
}
const SEARCH_TUNING: SearchTuning = { common: 2000, walk: 2000 };

/**
 * Which conversations a view holds. 'mine' says `status <> 'resolved'` in so many words: it is
 * the predicate of the partial index conversations_workspace_people, which holds only those few
 * rows (`status = 'open'` implies it for the planner; said twice, it made the row estimates so
 * small that the planner sorted every row of the index instead of reading it in order).
 */
function viewFilter(view: InboxListQuery['view'], meId: string): SQL | undefined {
  if (view === 'mine') return sql`c.assignee_id = ${meId} AND c.status <> 'resolved'`;
  if (view === 'unassigned') return sql`c.status = 'open' AND c.assignee_id IS NULL`;
  if (view === 'resolved') return sql`c.status = 'resolved'`;
  return undefined;
}

/** The conditions of a page, but its position and search: view and filters, within the workspace. */
function listFilters(workspaceId: string, meId: string, query: InboxListQuery): SQL[] {
  // The simulator's conversations and web visitors who never wrote are no customers (is_test).
  const filters: SQL[] = [sql`c.workspace_id = ${workspaceId}`, sql`NOT eu.is_test`];
  const view = viewFilter(query.view, meId);
  if (view) filters.push(view);
  if (query.chatbot_id) filters.push(sql`c.chatbot_id = ${query.chatbot_id}`);
  if (query.channel) filters.push(sql`eu.channel = ${query.channel}`);
  if (query.status) filters.push(sql`c.status = ${query.status}`);
  if (query.assignee_id === 'none') filters.push(sql`c.assignee_id IS NULL`);
  else if (query.assignee_id) filters.push(sql`c.assignee_id = ${query.assignee_id}`);
  if (query.label_id)
    filters.push(sql`EXISTS (SELECT 1 FROM conversation_labels cl
      WHERE cl.end_user_id = c.end_user_id AND cl.label_id = ${query.label_id})`);
  return filters;
}

const ORDER = sql`c.last_message_at DESC NULLS LAST, c.end_user_id`;

/**
 * The keys of one page, in the list's order. After a cursor, the rows with a date come first
 * (bounded on the index by `last_message_at <= at`, so a deep page does not scan the pages before
 * it), then those without one: two branches, since one OR would lose the index's order.
 */
function pageKeys(filters: SQL[], after: InboxPosition | undefined, limit: number): SQL {
  // The end-user's identity comes along for a walked search (checked on the page's rows alone).
  const select = (more: SQL[]) => sql`
    SELECT c.end_user_id, c.last_message_at, ${IDENTITY} AS identity
    FROM conversations c JOIN end_users eu ON eu.id = c.end_user_id
    WHERE ${sql.join([...filters, ...more], sql` AND `)}
    ORDER BY ${ORDER} LIMIT ${limit}`;
  if (!after) return sql`(${select([])})`;
  const nullsAfter = sql`c.last_message_at IS NULL`;
  if (after.at === null) return sql`(${select([nullsAfter, sql`c.end_user_id > ${after.id}::uuid`])})`;
  const dated = select([
    sql`c.last_message_at <= ${after.at}::timestamptz`,
    sql`(c.last_message_at < ${after.at}::timestamptz OR c.end_user_id > ${after.id}::uuid)`,
  ]);
  const undated = select([nullsAfter]);
  return sql`(SELECT * FROM ((${dated}) UNION ALL (${undated})) both_parts
    ORDER BY last_message_at DESC NULLS LAST, end_user_id LIMIT ${limit})`;
}

/**
 * The statement of a page (one more row than asked: whether a next page exists); the bench
 * explains it. A search is either `walked` (the first `tuning.walk` conversations after the
 * position, checked one by one) or read from the trigram indexes.
 */
export function inboxPageSql(
  workspace: { id: string; meId: string },
  query: InboxListQuery,
  search: 'walked' | 'indexed' = 'indexed',
  tuning: SearchTuning = SEARCH_TUNING,
): SQL {
  const after = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
  const filters = listFilters(workspace.id, workspace.meId, query);
  const matches = query.search ? searchMatches(workspace.id, query.search) : undefined;
  let keys: SQL;
  if (!matches) keys = pageKeys(filters, after, query.limit + 1);
  else if (search === 'indexed') keys = pageKeys([...filters, matches.indexed], after, query.limit + 1);
  // The window keeps its order: the walk stops as soon as the page is full.
  else
    keys = sql`(SELECT w.end_user_id, w.last_message_at FROM ${pageKeys(filters, after, tuning.walk)} w
      WHERE ${matches.perRow}
      ORDER BY w.last_message_at DESC NULLS LAST, w.end_user_id LIMIT ${query.limit + 1})`;
  return sql`${conversationRowsOf(keys, workspace.meId)} ORDER BY ${ORDER}`;
}

async function searchIsCommon(
  db: Database,
  workspaceId: string,
  search: string,
  tuning: SearchTuning,
): Promise<boolean> {
  const found = await db.execute<{ n: number }>(
    searchMatches(workspaceId, search).someMatches(tuning.common),
  );
  return Number(found.rows[0]?.n ?? 0) >= tuning.common;
}

/** How many conversations a walked search had to check (fewer than `walk`: the list ended there). */
function walkWindowSql(
  workspace: { id: string; meId: string },
  query: InboxListQuery,
  tuning: SearchTuning,
): SQL {
  const after = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
  const filters = listFilters(workspace.id, workspace.meId, query);
  return sql`SELECT count(*)::int AS n FROM ${pageKeys(filters, after, tuning.walk)} w`;
}

/**
 * A page of the workspace's inbox as `meId` sees it, and the cursor of the next (null at the
 * end). A common search walks the list; when the walk does not fill the page, either the list
 * ended within it (a small view: its answer is whole) or the indexes answer after all (the
 * walk's rows are a prefix of their answer: nothing is lost).
 */
export async function listInboxConversations(
  db: Database,
  workspace: { id: string; meId: string },
  query: InboxListQuery,
  tuning: SearchTuning = SEARCH_TUNING,
): Promise<{ conversations: InboxConversation[]; nextCursor: string | null }> {
  let rows: ConversationRow[] | undefined;
  if (query.search && (await searchIsCommon(db, workspace.id, query.search, tuning))) {
    rows = (await db.execute<ConversationRow>(inboxPageSql(workspace, query, 'walked', tuning))).rows;
    if (rows.length <= query.limit) {
      const walked = await db.execute<{ n: number }>(walkWindowSql(workspace, query, tuning));
      if (Number(walked.rows[0]?.n ?? 0) >= tuning.walk) rows = undefined;
    }
  }
  rows ??= (await db.execute<ConversationRow>(inboxPageSql(workspace, query, 'indexed'))).rows;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    conversations: page.map(toInboxConversation),
    nextCursor:
      rows.length > query.limit && last ? encodeInboxCursor({ at: last.position_at, id: last.id }) : null,
  };
}
