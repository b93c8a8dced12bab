import type { Database } from '@griot/db/openDatabase';
import { catchUpActivity } from '../../lib/activityBacklog';
import { countEndUsers, type EndUsersQuery, readEndUsers } from './listEndUsers';

/**
 * Rows read from PostgreSQL at a time for a streamed list: what the server holds of one answer,
 * whatever the `limit` asked (999999 over a million end-users was 416 MB of JSON built at once).
 */
export const END_USERS_STREAM_BATCH = 2_000;

/**
 * GET /get/strong/users's answer as JSON text in pieces, byte for byte the body the procedure
 * answers (the same rows, keys and order): the total first, then the rows a batch at a time, each
 * batch read after the previous one's last row (the list's `after` position, served by its index),
 * then the pagination. A consumer that stops reading stops the reads.
 */
export async function* streamEndUsers(
  db: Database,
  workspaceId: string,
  query: EndUsersQuery,
  batch = END_USERS_STREAM_BATCH,
): AsyncGenerator<string> {
  const filters = {
    ...(query.chatbotId ? { chatbotId: query.chatbotId } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.tags?.length ? { tags: query.tags } : {}),
  };
  await catchUpActivity(db, { wait: true });
  const { total, totalCapped } = await countEndUsers(db, workspaceId, filters);
  yield '{"success":true,"users":[';
  // An offset page (page 2 of 999999…) skips its rows once; the batches then follow positions.
  const read = (from: { offset: number; after?: string }, sent: number) =>
    readEndUsers(db, workspaceId, { ...filters, ...from, limit: Math.min(batch, query.limit - sent) });
  let sent = 0;
  let last: string | null = null;
  let next: ReturnType<typeof read> | undefined = read(
    query.after ? { offset: 0, after: query.after } : { offset: (query.page - 1) * query.limit },
    0,
  );
  while (next) {
    const asked = Math.min(batch, query.limit - sent);
    const page = await next;
    next = undefined;
    if (page.users.length === 0) break;
    sent += page.users.length;
    last = page.last;
    // The next batch is read while this one is written: the database and the client work together.
    if (page.users.length === asked && sent < query.limit && last) {
      next = read({ offset: 0, after: last }, sent);
      // A client gone leaves this read unawaited: its failure then matters to nobody.
      next.catch(() => undefined);
    }
    yield `${sent > page.users.length ? ',' : ''}${page.users.map((user) => JSON.stringify(user)).join(',')}`;
  }
  const pagination = {
    page: query.page,
    limit: query.limit,
    total,
    total_capped: totalCapped,
    next: sent === query.limit ? last : null,
  };
  yield `],"pagination":${JSON.stringify(pagination)}}`;
}
