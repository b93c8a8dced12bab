import { parseMessengerWebhook } from '@griot/channels/messenger/parseMessengerWebhook';
import { verifyMessengerSignature } from '@griot/channels/messenger/verifyMessengerSignature';
import { verifyHubSignature } from '@griot/channels/verifyHubSignature';
import { parseGraphError } from '@griot/channels/whatsapp/parseGraphError';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MessengerFake, startMessengerFake } from './messengerFake';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

const SECRET = 'messenger-secret';
const TOKEN = 'EAAPage';
let fake: MessengerFake;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startMessengerFake({
    port: 0,
    appSecret: SECRET,
    pageAccessToken: TOKEN,
    webhookUrl: receiver.url,
    pageId: 'PAGE_ID',
  });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  fake.reset();
  receiver.received.length = 0;
});

const body = {
  recipient: { id: '6789012345678901' },
  messaging_type: 'RESPONSE',
  message: { text: 'Salut' },
};
function send(payload: unknown, token = TOKEN) {
  return fetch(`${fake.url}/v21.0/me/messages?access_token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

describe('Messenger fake: Send API', () => {
  it('answers recipient_id and message_id and records the send', async () => {
    const response = await send(body);
    const json = (await response.json()) as { recipient_id: string; message_id: string };
    expect(response.status).toBe(200);
    expect(json.recipient_id).toBe('6789012345678901');
    expect(json.message_id).toMatch(/^m_/);
    const [record] = await fake.waitForSent(1, 1000);
    expect(record).toMatchObject({
      version: 'v21.0',
      body,
      recipientId: '6789012345678901',
      messageId: json.message_id,
    });
  });

  it('answers code 190 to a wrong token and code 100 to a body without recipient', async () => {
    const bad = await send(body, 'wrong');
    expect(parseGraphError(await bad.json(), bad.status)).toMatchObject({ code: 190 });
    const invalid = await send({ message: { text: 'x' } });
    expect(invalid.status).toBe(400);
    expect(parseGraphError(await invalid.json(), 400)).toMatchObject({ code: 100 });
    expect(fake.sent).toHaveLength(0);
  });

  it('fails the next sends on demand', async () => {
    fake.failNext(1, { status: 429 });
    fake.failNext(1, { status: 400 });
    const first = await send(body);
    const second = await send(body);
    expect(first.status).toBe(429);
    expect(parseGraphError(await first.json(), 429)).toMatchObject({ code: 613 });
    expect(await second.json()).toMatchObject({ error: { code: 10, error_subcode: 2018278 } });
    expect((await send(body)).status).toBe(200);
    expect(fake.rejected.map((r) => r.reason)).toEqual(['injected', 'injected']);
  });
});

describe('Messenger fake: signed page webhooks', () => {
  it('pushes text, quick reply and postback the parser reads', async () => {
    await fake.pushText({ psid: '6789', text: 'Bonjour' });
    await fake.pushQuickReply({ psid: '6789', text: 'Livraison', payload: 'livraison-a1b2c3#2' });
    await fake.pushPostback({ psid: '6789', title: 'Commencer', payload: 'accueil-z9y8x7' });
    const hooks = await receiver.waitFor(3);
    for (const hook of hooks) {
      const header = hook.headers['x-hub-signature-256'] as string;
      expect(verifyHubSignature(hook.raw, header, SECRET)).toBe(true);
      expect(verifyMessengerSignature(hook.raw, header, 'other')).toBe(false);
    }
    const messages = hooks.flatMap((hook) => parseMessengerWebhook(hook.json).messages);
    expect(messages.map((m) => [m.pageId, m.psid, m.event])).toEqual([
      ['PAGE_ID', '6789', { type: 'text', text: 'Bonjour' }],
      ['PAGE_ID', '6789', { type: 'button', id: 'livraison-a1b2c3', title: 'Livraison' }],
      ['PAGE_ID', '6789', { type: 'button', id: 'accueil-z9y8x7', title: 'Commencer' }],
    ]);
    expect(new Set(messages.map((m) => m.id)).size).toBe(3);
  });
});
