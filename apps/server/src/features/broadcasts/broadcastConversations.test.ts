import { buildStatusWebhook } from '@griot/fakes/whatsAppWebhooks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { recordOutcomes } from './broadcastQueries';
import { everyone, finished, promo, start, world } from './test/broadcastTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

type Shown = {
  id: string;
  direction: string;
  type: string;
  status: string;
  error: string | null;
  content: {
    element?: { type: string; header?: string; message?: string; footer?: string };
    broadcast?: { id: string; name: string };
  };
};

async function transcript(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  wa: string,
) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/strong/chat/${chatbotId}/conversations/${wa}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { messages: Shown[]; conversation: { last_message_preview: string } };
}

const broadcastsIn = (messages: Shown[]) => messages.filter((message) => message.content.broadcast);

describe('broadcast messages in conversations', () => {
  it('writes each send to the customer’s conversation, rendered, marked with its campaign, its status following Meta’s', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 2, ['Awa Diop', '']);
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    expect(started.statusCode, started.body).toBe(200);
    const campaignId = started.json().campaign.id as string;
    await finished(server, owner.auth, chatbotId, campaignId);

    const [awa = '', other = ''] = phones;
    const first = await transcript(server, owner.auth, chatbotId, awa);
    const shown = broadcastsIn(first.messages);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      direction: 'out',
      type: 'template',
      status: 'sent',
      content: {
        broadcast: { id: campaignId, name: 'promo_tabaski' },
        element: {
          type: 'template',
          header: 'Promo Tabaski',
          message: 'Bonjour Awa, profitez de -20 % sur nos pagnes jusqu’à dimanche !',
          footer: 'Répondez STOP pour ne plus recevoir nos offres',
        },
      },
    });
    expect(first.conversation.last_message_preview).toContain('Bonjour Awa');
    // No first name: the fallback, as it was sent.
    const second = broadcastsIn((await transcript(server, owner.auth, chatbotId, other)).messages);
    expect(second[0]?.content.element?.message).toBe(
      'Bonjour cher client, profitez de -20 % sur nos pagnes jusqu’à dimanche !',
    );

    // Meta's statuses for the send's wamid move the conversation's message too, forward only.
    const sendTo = (wa: string) => fake.sent.find((sent) => sent.body.to === wa);
    for (const status of ['read', 'delivered'] as const)
      await postWhatsAppWebhook(
        server,
        chatbotId,
        buildStatusWebhook({
          phoneNumberId: PHONE_NUMBER_ID,
          wamid: sendTo(awa)?.wamid ?? '',
          status,
          recipient: awa,
        }),
      );
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildStatusWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        wamid: sendTo(other)?.wamid ?? '',
        status: 'failed',
        recipient: other,
        errors: [{ code: 131026 }],
      }),
    );
    expect(broadcastsIn((await transcript(server, owner.auth, chatbotId, awa)).messages)[0]?.status).toBe(
      'read',
    );
    const failed = broadcastsIn((await transcript(server, owner.auth, chatbotId, other)).messages)[0];
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toContain('131026');

    // A broadcast message is not sent again from the conversation (it is the campaign's).
    const retry = await server.app.inject({
      method: 'POST',
      url: `/api/strong/chat/${chatbotId}/conversations/${other}/messages/${failed?.id}/retry`,
      headers: owner.auth,
    });
    expect(retry.statusCode).toBe(409);
  });

  it('writes each message once: after a retried send, a batch recorded twice, and a send settled by Meta before its record', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 3);
    fake.failNext(1, { status: 500 });
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    await finished(server, owner.auth, chatbotId, campaignId, 15_000);
    const count = async () => {
      const result = await server.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM messages WHERE chatbot_id = ${chatbotId} AND content->'broadcast'->>'id' = ${campaignId}`,
      );
      return result.rows[0]?.n;
    };
    expect(await count()).toBe(3);
    for (const wa of phones)
      expect(broadcastsIn((await transcript(server, owner.auth, chatbotId, wa)).messages)).toHaveLength(1);

    // The same outcome recorded again (a worker's batch written twice) adds nothing.
    const [recipient] = (
      await server.db.execute<{ id: string; message_id: string; end_user_id: string }>(
        sql`SELECT id, message_id, end_user_id FROM broadcast_recipients WHERE broadcast_id = ${campaignId} LIMIT 1`,
      )
    ).rows;
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET status = 'sending' WHERE id = ${recipient?.id ?? ''}`,
    );
    await recordOutcomes(server.db, [
      {
        id: recipient?.id ?? '',
        status: 'accepted',
        message_id: recipient?.message_id ?? null,
        error_code: null,
        error_text: null,
        retry_in_ms: 0,
        invalid_number: false,
        conversation: {
          chatbot_id: chatbotId,
          end_user_id: recipient?.end_user_id ?? '',
          type: 'template',
          content: { element: { type: 'template', message: 'x' }, broadcast: { id: campaignId, name: 'x' } },
          preview: 'x',
        },
      },
    ]);
    expect(await count()).toBe(3);

    // A worker killed after Meta took a send: the status (naming our recipient id) settles it and
    // writes its message; the record that never came is not needed, and a late one adds nothing.
    await server.db.execute(sql`DELETE FROM messages WHERE id = ${recipient?.id ?? ''}`);
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET status = 'sending', sending_at = now() WHERE id = ${recipient?.id ?? ''}`,
    );
    const wa =
      phones.find((phone) =>
        fake.sent.some((sent) => sent.wamid === recipient?.message_id && sent.body.to === phone),
      ) ?? '';
    await postWhatsAppWebhook(
      server,
      chatbotId,
      buildStatusWebhook({
        phoneNumberId: PHONE_NUMBER_ID,
        wamid: recipient?.message_id ?? '',
        status: 'delivered',
        recipient: wa,
        callbackData: recipient?.id ?? '',
      }),
    );
    const settled = await eventually(async () => {
      const shown = broadcastsIn((await transcript(server, owner.auth, chatbotId, wa)).messages);
      return shown.length === 1 ? shown : undefined;
    });
    expect(settled[0]).toMatchObject({
      status: 'delivered',
      content: { broadcast: { id: campaignId, name: 'promo_tabaski' } },
    });
    expect(await count()).toBe(3);

    // A send Meta refused without a code (the template paused): the conversation gives the report's reason.
    const [other] = (
      await server.db.execute<{ id: string; end_user_id: string }>(
        sql`SELECT id, end_user_id FROM broadcast_recipients WHERE broadcast_id = ${campaignId} AND id <> ${recipient?.id ?? ''} LIMIT 1`,
      )
    ).rows;
    await server.db.execute(sql`DELETE FROM messages WHERE id = ${other?.id ?? ''}`);
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET status = 'sending' WHERE id = ${other?.id ?? ''}`,
    );
    await recordOutcomes(server.db, [
      {
        id: other?.id ?? '',
        status: 'failed',
        message_id: null,
        error_code: null,
        error_text: 'Statut du message: paused',
        retry_in_ms: 0,
        invalid_number: false,
        conversation: {
          chatbot_id: chatbotId,
          end_user_id: other?.end_user_id ?? '',
          type: 'template',
          content: {
            element: { type: 'template', message: 'Promo' },
            broadcast: { id: campaignId, name: 'promo_tabaski' },
          },
          preview: 'Promo',
        },
      },
    ]);
    const [refused] = (
      await server.db.execute<{ external_id: string }>(
        sql`SELECT external_id FROM end_users WHERE id = ${other?.end_user_id ?? ''}`,
      )
    ).rows;
    const shownRefused = broadcastsIn(
      (await transcript(server, owner.auth, chatbotId, refused?.external_id ?? '')).messages,
    );
    expect(shownRefused[0]).toMatchObject({ status: 'failed', error: 'Statut du message: paused' });
  });
});
