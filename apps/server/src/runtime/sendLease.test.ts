import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import type { ChatbotRuntime } from './chatbotRuntimeCache';
import { SEND_LEASE_SECONDS, writeRound } from './laneQueries';
import { claimLanes, type Lane } from './lanes';
import { readQueued, type SendContext, sendQueued } from './sendLanes';
import type { SendOutcome } from './sendOutcome';

/**
 * A round's replies are sent by its worker right after the commit, under the lane's lock: the
 * claim query must not find them due meanwhile (it re-claimed every busy lane, for nothing, under
 * a burst), yet a crash between the round and its sends must lose none of them.
 */
// No worker runs here: the claims below are the only ones.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

const SENDER = '221778880042';

function replyRecord(chatbotId: string, endUserId: string, message: string, sending = false) {
  return {
    chatbot_id: chatbotId,
    end_user_id: endUserId,
    direction: 'out' as const,
    type: 'text',
    content: { element: { type: 'text', message } },
    status: 'queued',
    external_id: null,
    sending,
  };
}

async function queueReply(db: Database, chatbotId: string, endUserId: string, attempts = 0) {
  const [row] = await writeRound(db, {
    messages: [replyRecord(chatbotId, endUserId, 'Bienvenue')],
    conversations: [],
    continuations: [],
    outcomes: [],
  });
  if (attempts > 0) await db.execute(sql`UPDATE messages SET attempts = ${attempts} WHERE id = ${row?.id}`);
  return row;
}

/** A round of two WhatsApp replies, stored already marked 'sending' by its commit. */
function queueMarkedReplies(db: Database, chatbotId: string, endUserId: string) {
  return writeRound(db, {
    messages: [
      replyRecord(chatbotId, endUserId, 'Un', true),
      replyRecord(chatbotId, endUserId, 'Deux', true),
    ],
    conversations: [],
    continuations: [],
    outcomes: [],
  });
}

async function addEndUser(db: Database, chatbotId: string): Promise<string> {
  const user = await db.execute<{ id: string }>(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
    VALUES (${chatbotId}, 'whatsapp', ${SENDER}, 'Awa', ${SENDER}) RETURNING id`);
  return user.rows[0]?.id as string;
}

/** Runs `run` on a connection of its own, counting the mark statements it makes. */
async function countingMarks<T>(run: (db: Database) => Promise<T>): Promise<{ result: T; marks: number }> {
  const client = await testServer().pool.connect();
  let marks = 0;
  const counting = new Proxy(client, {
    get: (target, property) =>
      property === 'query'
        ? (config: { text?: string }, ...rest: unknown[]) => {
            if (config.text?.includes('SET sending_at = now()')) marks += 1;
            return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
          }
        : Reflect.get(target, property, target),
  });
  try {
    return { result: await run(drizzle(counting) as unknown as Database), marks };
  } finally {
    client.release(true);
  }
}

function sendContext(outcomes: SendOutcome['kind'][]): { sent: string[]; context: SendContext } {
  const sent: string[] = [];
  return {
    sent,
    context: {
      runtime: testServer().config.runtime,
      publicUrl: 'http://127.0.0.1',
      loadChatbot: async () => ({ language: 'fr' }) as unknown as ChatbotRuntime,
      senders: {
        whatsapp: async (_chatbot, _to, element) => {
          sent.push('message' in element ? String(element.message) : '');
          const kind = outcomes.shift() ?? 'sent';
          const error = { code: 131000, title: 'Busy', message: '', details: '' };
          return kind === 'sent'
            ? { kind, externalId: `wamid.${sent.length}`, partsSent: 1 }
            : { kind, error, partsSent: 0 };
        },
      },
    },
  };
}

/** The lanes of this chatbot a claim takes (the other tests' chatbots share the database). */
async function claimedOf(db: Database, chatbotId: string): Promise<Lane[]> {
  return (await claimLanes(db, 100)).filter((lane) => lane.chatbotId === chatbotId);
}

describe('WhatsApp replies stored marked by their round', () => {
  it('go out with no mark statement of their own, and leave no mark behind', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const endUserId = await addEndUser(server.db, chatbotId);
    const { result, marks } = await countingMarks(async (db) => {
      const queued = await queueMarkedReplies(db, chatbotId, endUserId);
      expect(queued.map((row) => [Boolean(row.sending_at), row.fresh])).toEqual([
        [true, true],
        [true, true],
      ]);
      const { sent, context } = sendContext(['sent', 'sent']);
      await sendQueued(db, queued, context);
      return sent;
    });
    expect(result).toEqual(['Un', 'Deux']);
    expect(marks).toBe(0);
    const rows = await server.db.execute<{ status: string; marked: boolean }>(sql`
      SELECT status, sending_at IS NOT NULL AS marked FROM messages WHERE end_user_id = ${endUserId} ORDER BY seq`);
    expect(rows.rows).toEqual([
      { status: 'sent', marked: false },
      { status: 'sent', marked: false },
    ]);
  });

  it('lose their mark when the lane stops before them, so no claim takes them for interrupted sends', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const endUserId = await addEndUser(server.db, chatbotId);
    const { result } = await countingMarks(async (db) => {
      const queued = await queueMarkedReplies(db, chatbotId, endUserId);
      const { sent, context } = sendContext(['retry']);
      await sendQueued(db, queued, context);
      return sent;
    });
    // The first is refused for now: the lane waits for its retry, the second was never tried.
    expect(result).toEqual(['Un']);
    const rows = await server.db.execute<{
      status: string;
      attempts: number;
      marked: boolean;
      leased: boolean;
      error: string | null;
    }>(sql`
      SELECT status, attempts, sending_at IS NOT NULL AS marked, error->>'title' AS error,
             next_attempt_at > now() + interval '1 second' AS leased
      FROM messages WHERE end_user_id = ${endUserId} ORDER BY seq`);
    expect(rows.rows).toEqual([
      { status: 'queued', attempts: 1, marked: false, leased: false, error: 'Busy' },
      { status: 'queued', attempts: 0, marked: false, leased: true, error: null },
    ]);
  });
});

describe('the send lease of a round’s replies', () => {
  it('keeps fresh replies out of the claims until the lease ends, and loses none after a crash', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const endUserId = await addEndUser(server.db, chatbotId);
    const lane: Lane = { chatbotId, channel: 'whatsapp', sender: SENDER };

    // The round commits its reply, then its process dies before sending: its locks go with it.
    const crashed = await server.pool.connect();
    const reply = await queueReply(drizzle(crashed) as unknown as Database, chatbotId, endUserId);
    crashed.release(true);
    expect(reply?.due).toBe(true);
    const stored = await server.db.execute<{
      status: string;
      sending_at: string | null;
      leased: boolean;
    }>(sql`
      SELECT status, sending_at,
             next_attempt_at BETWEEN now() + make_interval(secs => ${SEND_LEASE_SECONDS - 1})
                                 AND now() + make_interval(secs => ${SEND_LEASE_SECONDS}) AS leased
      FROM messages WHERE id = ${reply?.id}`);
    expect(stored.rows[0]).toEqual({ status: 'queued', sending_at: null, leased: true });

    const client = await server.pool.connect();
    try {
      const db = drizzle(client) as unknown as Database;
      // During the lease no claim picks the lane up again…
      expect(await claimedOf(db, chatbotId)).toEqual([]);
      // …but whoever holds the lane's lock may send a reply never tried, lease or not.
      expect((await readQueued(db, [lane])).map((row) => row.due)).toEqual([true]);

      // A retry waiting for its backoff is not due before its time, even for the lock holder.
      const retry = await queueReply(db, chatbotId, endUserId, 1);
      const queued = await readQueued(db, [lane]);
      expect(queued.map((row) => [row.id, row.due])).toEqual([
        [reply?.id, true],
        [retry?.id, false],
      ]);

      // Once the lease is over (the worker died), the lane is claimed and the reply goes out.
      await db.execute(
        sql`UPDATE messages SET next_attempt_at = now() - interval '1 second' WHERE id = ${reply?.id}`,
      );
      expect(await claimedOf(db, chatbotId)).toEqual([lane]);
    } finally {
      client.release(true);
    }
  });
});
