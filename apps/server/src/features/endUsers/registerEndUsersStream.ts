import { Readable } from 'node:stream';
import { END_USERS_CHUNK, endUsersQuerySchema } from '@griot/contract/endUsers/endUserSchemas';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../api/apiError';
import type { Services } from '../../api/appContext';
import { requestCallSession } from '../../api/requestSession';
import { sendApiError } from '../../api/sendApiError';
import type { ActiveWorkspace } from '../../api/sessions';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { createStreamSlots } from '../../lib/streamSlots';
import { streamEndUsers } from './streamEndUsers';

/** Past this `limit`, GET /get/strong/users is streamed; up to it, the procedure answers whole. */
export const END_USERS_STREAM_FROM = END_USERS_CHUNK;
/**
 * Streamed lists one account reads at once in one process: each holds a database connection
 * while it lasts, and four 999999 lists in parallel once took the server down.
 */
export const END_USERS_STREAMS_PER_ACCOUNT = 2;

/**
 * GET /get/strong/users with a large `limit` ('Tous' is 999999): the answer the contract
 * describes, written as its rows are read (see streamEndUsers) rather than built whole. Any other
 * call of the path (a page, a bad query) goes to the contract's procedure as before.
 */
export function registerEndUsersStream(
  api: FastifyInstance,
  services: Services,
  answerByContract: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const slots = createStreamSlots(END_USERS_STREAMS_PER_ACCOUNT);
  api.get('/get/strong/users', async (request, reply) => {
    const query = endUsersQuerySchema.safeParse(listQueryOf(request.url));
    if (!query.success || query.data.limit <= END_USERS_STREAM_FROM) return answerByContract(request, reply);
    const input = query.data;
    const chatbotId = input.idbotget;
    let workspaceId: string;
    try {
      const { workspace } = await requestCallSession(
        services.db,
        request.headers.authorization,
        'endUsers.list',
      );
      // endUsers.list needs a role in the active workspace: checkCallAccess refused the call without one.
      workspaceId = (workspace as ActiveWorkspace).id;
      if (chatbotId) await requireOwnedChatbot(services.db, workspaceId, chatbotId);
      if (slots.full(workspaceId)) throw apiError(429, messages.endUsers.wholeListBusy);
    } catch (error) {
      return sendApiError(reply, error, request.log);
    }
    slots.holdUntilClosed(workspaceId, reply.raw);
    const rows = streamEndUsers(services.db, workspaceId, {
      page: input.page,
      limit: input.limit,
      ...(chatbotId ? { chatbotId } : {}),
      ...(input.search ? { search: input.search } : {}),
      ...(input.tags?.length ? { tags: input.tags } : {}),
      ...(input.after ? { after: input.after } : {}),
    });
    return reply.type('application/json; charset=utf-8').send(Readable.from(rows, { objectMode: false }));
  });
}

/**
 * The list's query as the contract's procedure reads it (oRPC's bracket notation): the screen sends
 * its tags as `tags[0]=VIP&tags[1]=Grossiste`, which Fastify's parser leaves as keys of their own;
 * `tags=VIP&tags=Grossiste` is the same array. A key given twice is an array, as oRPC makes it (and
 * the schema refuses it, sending the call to the procedure's 400).
 */
function listQueryOf(url: string): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  const tags: string[] = [];
  for (const [key, value] of new URL(url, 'http://localhost').searchParams) {
    if (/^tags(\[\d*\])?$/.test(key)) tags.push(value);
    else if (key in query) query[key] = [query[key], value].flat();
    else query[key] = value;
  }
  if (tags.length > 0) query.tags = tags;
  return query;
}
