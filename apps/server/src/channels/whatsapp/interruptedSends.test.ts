import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelSenders } from '../../app/channelSenders';
import type { QueuedRow } from '../../runtime/laneQueries';
import { sendQueued } from '../../runtime/sendLanes';
import { useTestServer } from '../../test/buildTestServer';
import { useWhatsAppGraphFake } from '../../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../test/webhookKit';
import { applyStatuses } from './applyStatuses';

/**
 * A send a kill -9 caught while it was with Graph: the next worker waits for Meta's status, which
 * names our message id. These cases pin the races between that status and the worker's decision.
 */
const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

/** A reply the bot sent, turned back into what a crash mid-send leaves: queued, marked sending. */
async function interruptedReply(from: string): Promise<{ chatbotId: string; row: QueuedRow }> {
  const server = testServer();
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour !' }]);
  await postWhatsAppWebhook(
    server,
    chatbotId,
    buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text: 'Salut' }),
  );
  const sent = await eventually(async () => {
    const rows = (
      await server.db.execute<{ id: string }>(sql`
        SELECT id FROM messages WHERE chatbot_id = ${chatbotId} AND direction = 'out' AND status = 'sent'`)
    ).rows;
    return rows[0];
  });
  const row = (
    await server.db.execute<QueuedRow>(sql`
      UPDATE messages m SET status = 'queued', external_id = NULL, attempts = 0, next_attempt_at = now(),
        sending_at = now()
      FROM end_users eu WHERE m.id = ${sent.id} AND eu.id = m.end_user_id
      RETURNING m.id, m.seq, eu.chatbot_id, eu.channel, eu.external_id, m.content, m.sending_at, m.parts_sent,
        m.attempts, true AS due`)
  ).rows[0] as QueuedRow;
  return { chatbotId, row };
}

const context = () => ({
  runtime: testServer().config.runtime,
  publicUrl: testServer().config.publicUrl,
  loadChatbot: (chatbotId: string) => testServer().runtime.chatbots.get(chatbotId),
  senders: channelSenders(testServer().config.runtime),
});

async function stored(messageId: string) {
  return (
    await testServer().db.execute<{ status: string; external_id: string | null; sending: boolean }>(sql`
      SELECT status, external_id, sending_at IS NOT NULL AS sending FROM messages WHERE id = ${messageId}`)
  ).rows[0];
}

describe('a send interrupted by a crash', () => {
  it('settled by Meta’s status while the worker decided to wait for it: stays sent, never queued again', async () => {
    const { chatbotId, row } = await interruptedReply('221772230001');
    // Meta's status lands between the worker's read (row, still marked sending) and its write.
    const status = { phoneNumberId: PHONE_NUMBER_ID, id: 'wamid.recovered.1', status: 'delivered' as const };
    await applyStatuses(testServer().db, chatbotId, [
      { ...status, timestamp: Date.now(), callbackData: row.id, errors: [] },
    ]);
    const sentBefore = fake.sent.length;
    await sendQueued(testServer().db, [row], context());
    expect(await stored(row.id)).toEqual({
      status: 'delivered',
      external_id: 'wamid.recovered.1',
      sending: false,
    });
    expect(fake.sent.length).toBe(sentBefore);
  });

  it('with no status yet: waits for it, then Meta’s status settles it', async () => {
    const { chatbotId, row } = await interruptedReply('221772230002');
    await sendQueued(testServer().db, [row], context());
    expect(await stored(row.id)).toMatchObject({ status: 'queued', sending: false });
    await applyStatuses(testServer().db, chatbotId, [
      {
        phoneNumberId: PHONE_NUMBER_ID,
        id: 'wamid.recovered.2',
        status: 'sent',
        timestamp: Date.now(),
        callbackData: row.id,
        errors: [],
      },
    ]);
    expect(await stored(row.id)).toEqual({
      status: 'sent',
      external_id: 'wamid.recovered.2',
      sending: false,
    });
  });
});
