import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { mediaLinksOf, storageKeyOf } from '../../features/chatbotTransfer/mediaLinks';

/** Where a key was found: what an operator looks at to know what a missing file breaks. */
export type FileReferenceSource =
  | 'stored_files'
  | 'knowledge_files'
  | 'chatbots.avatar'
  | 'users.profile_picture'
  | 'blocks.flow';

/** Blocks are read this many at a time: their flows can be large. */
const BLOCK_BATCH = 500;

/**
 * Every storage key the database names, with where. `stored_files` records every file kept since
 * issue 19 (uploads, avatars, profile pictures, knowledge, customers' media); the columns that use
 * a file are read too, so a file they name that `stored_files` lost is still checked: the chatbots'
 * avatars, the people's profile pictures, the knowledge files GRIOT IA reads and the media links of
 * the current flows (what the bots send). Left out: the messages (their media are customers' files
 * recorded in `stored_files`, or copies of flow links; scanning every message would read the
 * largest table whole) and the blocks' older revisions (shown only when one is restored).
 * Held in memory: one entry per file the database names.
 */
export async function namedFileKeys(
  db: Database,
  publicUrl: string,
): Promise<Map<string, FileReferenceSource[]>> {
  const named = new Map<string, FileReferenceSource[]>();
  const add = (key: string | undefined, source: FileReferenceSource) => {
    if (!key) return;
    const sources = named.get(key);
    if (!sources) named.set(key, [source]);
    else if (!sources.includes(source)) sources.push(source);
  };
  const ownAddress = `${publicUrl}/api/public/`;
  // Keys as they are ('Remise 20%.pdf' is a key, not a link to decode)…
  const keys = async (query: SQL, source: FileReferenceSource) => {
    const { rows } = await db.execute<{ key: string }>(query);
    for (const row of rows) add(row.key, source);
  };
  // …and links, as the screens and the bots read them ('/api/public/…', PUBLIC_URL/api/public/…,
  // a bare key); the web app's own pictures ('/avatars/bot1.png') and other sites' are not ours.
  const links = async (query: SQL, source: FileReferenceSource) => {
    const { rows } = await db.execute<{ link: string }>(query);
    for (const row of rows) add(storageKeyOf(row.link, ownAddress), source);
  };
  await keys(sql`SELECT path AS key FROM stored_files`, 'stored_files');
  await keys(sql`SELECT storage_key AS key FROM knowledge_files`, 'knowledge_files');
  await links(sql`SELECT DISTINCT avatar AS link FROM chatbots`, 'chatbots.avatar');
  await links(
    sql`SELECT profile_picture AS link FROM users WHERE profile_picture IS NOT NULL`,
    'users.profile_picture',
  );
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute<{ id: string; flow: unknown[] }>(
      sql`SELECT id, flow FROM blocks WHERE id > ${after} ORDER BY id LIMIT ${BLOCK_BATCH}`,
    );
    for (const key of mediaLinksOf(
      rows.map((row) => row.flow),
      publicUrl,
    ).values())
      add(key, 'blocks.flow');
    if (rows.length < BLOCK_BATCH) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return named;
}
