import { type SQL, sql } from 'drizzle-orm';

/** A search made of a phone number's characters, with at least one digit. */
const PHONE_LIKE = /^(?=.*\d)[\d\s+().-]+$/;
/** Trigrams need three characters: a shorter search reads names only (messages would be a full scan). */
const MESSAGE_SEARCH_MIN = 3;

/** The very expression of end_users' trigram index end_users_search (migration 0028), on an alias. */
const identityOf = (alias: 'eu' | 'eu2') =>
  sql.raw(
    `(${alias}.full_name || ' ' || ${alias}.phone || ' ' || ${alias}.email || ' ' || ${alias}.external_id)`,
  );
/** The end-user's identity the list's rows carry (`eu`), for a walked search. */
export const IDENTITY = identityOf('eu');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * What a search matches: the end-user's name, number, e-mail or
 * channel id (the very expression of end_users' trigram index end_users_search, migration 0028),
 * or the words a customer or an agent wrote (the expression and predicate of messages_people_text,
 * migration 0041; the bot's words stay out). A number typed as the screen shows it ('77 123 45 67',
 * '+221 …') is looked up by its digits. Two forms of the same condition, and a bounded count of
 * the matches to choose between them:
 * - `indexed`: the end-users the two trigram indexes find in the workspace (a rare word: few rows);
 * - `perRow`: checked on each row `w` (end_user_id, identity) as the list walks it in order (a
 *   common word: the page fills after a few hundred, where the indexes would hand over thousands
 *   of matches to sort). The messages are probed per row with LIMIT 1: as a plain EXISTS under
 *   an OR the planner hashed every match of the trigram index first.
 */
export function searchMatches(
  workspaceId: string,
  search: string,
): { indexed: SQL; perRow: SQL; someMatches: (cap: number) => SQL } {
  const identity = likePattern(PHONE_LIKE.test(search) ? search.replace(/\D/g, '') : search);
  const words = likePattern(search);
  const wrote = sql`(m.direction = 'in' OR m.agent_id IS NOT NULL)
    AND coalesce(m.content->>'text', m.content#>>'{element,message}', '') ILIKE ${words}`;
  const withWords = search.length >= MESSAGE_SEARCH_MIN;
  // The workspace's chatbots as one array, computed once: with `IN (SELECT …)` the planner looped
  // over the chatbots and ran the whole trigram scan once per chatbot.
  const chatbots = sql`ANY(ARRAY(SELECT id FROM chatbots WHERE workspace_id = ${workspaceId}))`;
  const byIdentity = sql`SELECT eu2.id FROM end_users eu2
    WHERE eu2.chatbot_id = ${chatbots} AND ${identityOf('eu2')} ILIKE ${identity}`;
  const byWords = sql`SELECT m.end_user_id FROM messages m WHERE m.chatbot_id = ${chatbots} AND ${wrote}`;
  return {
    // How many end-users and messages match, counted no further than `cap` (the heap is read
    // lazily under the LIMIT: a common word costs `cap` rows, not all of its matches).
    someMatches: (cap) => sql`SELECT count(*)::int AS n FROM (
      ${withWords ? sql`(${byIdentity}) UNION ALL (${byWords})` : byIdentity} LIMIT ${cap}) found`,
    indexed: withWords
      ? sql`c.end_user_id IN (${byIdentity} UNION ${byWords})`
      : sql`c.end_user_id IN (${byIdentity})`,
    perRow: withWords
      ? sql`(w.identity ILIKE ${identity}
          OR (SELECT true FROM messages m WHERE m.end_user_id = w.end_user_id AND ${wrote} LIMIT 1))`
      : sql`w.identity ILIKE ${identity}`,
  };
}
