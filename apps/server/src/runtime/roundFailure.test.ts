import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../lib/config';
import { useTestServer } from '../test/buildTestServer';
import { buildWhatsAppBot } from '../test/webhookKit';
import { ConversationRounds } from './conversationRounds';

/**
 * A round that fails as a whole (the database refused its write, a bug) tries its rows again a
 * second later: only the rows that were due. A follow-up days ahead on the same lane keeps its
 * time, instead of firing a second after an unrelated failure.
 */
// No worker runs here: the round below is the only one.
const testServer = useTestServer({
  runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'test-app-secret', enabled: false },
});

describe('a round that fails as a whole', () => {
  it('retries its due rows a second later and leaves a follow-up due in 2 days as it was', async () => {
    const server = testServer();
    const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue' }]);
    const rows = await server.db.execute<{ id: number; kind: string; due: string }>(sql`
      INSERT INTO inbox (chatbot_id, channel, sender, event, available_at)
      VALUES (${chatbotId}, 'whatsapp', '221778880001', '{"kind":"resume","token":"wait-1"}', now() + interval '2 days'),
             (${chatbotId}, 'whatsapp', '221778880001',
              '{"kind":"user","event":{"type":"text","text":"Bonjour"}}', now())
      RETURNING id, event->>'kind' AS kind, available_at AS due`);
    const followUp = rows.rows.find((row) => row.kind === 'resume');

    const rounds = new ConversationRounds({
      runtime: server.config.runtime,
      publicUrl: server.config.publicUrl,
      senders: {} as never,
      loadChatbot: () => Promise.reject(new Error('database refused the round')),
      log: () => {},
      afterProcess: () => {},
      onError: () => {},
    });
    const client = await server.pool.connect();
    try {
      expect(await rounds.run(drizzle(client) as unknown as Database)).toBe(true);
      await rounds.drain();
    } finally {
      client.release(true);
    }

    const after = await server.db.execute<{
      kind: string;
      attempts: number;
      status: string;
      due: string;
      soon: boolean;
    }>(sql`
      SELECT event->>'kind' AS kind, attempts, status, available_at AS due,
             available_at BETWEEN now() AND now() + interval '2 seconds' AS soon
      FROM inbox WHERE chatbot_id = ${chatbotId} ORDER BY id`);
    expect(after.rows.map(({ kind, attempts, status }) => ({ kind, attempts, status }))).toEqual([
      { kind: 'resume', attempts: 0, status: 'pending' },
      { kind: 'user', attempts: 1, status: 'pending' },
    ]);
    expect(new Date(after.rows[0]?.due ?? 0).getTime()).toBe(new Date(followUp?.due ?? 1).getTime());
    expect(after.rows[1]?.soon).toBe(true);
  });
});
