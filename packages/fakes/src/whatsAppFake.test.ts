import { parseGraphError } from '@griot/channels/whatsapp/parseGraphError';
import { parseWhatsAppSendResponse } from '@griot/channels/whatsapp/parseWhatsAppSendResponse';
import { parseWhatsAppWebhook } from '@griot/channels/whatsapp/parseWhatsAppWebhook';
import { verifyWhatsAppSignature } from '@griot/channels/whatsapp/verifyWhatsAppSignature';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';
import { buildTextWebhook, signBody, startWhatsAppFake, type WhatsAppFake } from './whatsAppFake';

const SECRET = 'app-secret';
const TOKEN = 'EAAG-test-token';
const NUMBER = '106540352242922';
let fake: WhatsAppFake;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startWhatsAppFake({
    port: 0,
    appSecret: SECRET,
    accessToken: TOKEN,
    webhookUrl: receiver.url,
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

function send(body: unknown, token = TOKEN) {
  return fetch(`${fake.url}/v21.0/${NUMBER}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
const text = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '221770000001',
  type: 'text',
  text: { body: 'Salut', preview_url: false },
};

/** The single parsed webhook the receiver got, after checking its signature. */
async function receivedWebhook() {
  const [hook] = await receiver.waitFor(1);
  if (!hook) throw new Error('no webhook');
  expect(verifyWhatsAppSignature(hook.raw, hook.headers['x-hub-signature-256'] as string, SECRET)).toBe(true);
  return parseWhatsAppWebhook(hook.json);
}

describe('WhatsApp fake: Graph send endpoint', () => {
  it('accepts a send like Graph, records it and resolves waitForSent', async () => {
    const waiting = fake.waitForSent(1, 2000);
    const response = await send(text);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { messages: { id: string }[] };
    expect(json).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '221770000001', wa_id: '221770000001' }],
    });
    expect(parseWhatsAppSendResponse(json)).toEqual({
      messageId: json.messages[0]?.id,
      waId: '221770000001',
    });
    const [record] = await waiting;
    expect(record).toMatchObject({
      phoneNumberId: NUMBER,
      version: 'v21.0',
      body: text,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(record?.wamid).toBe(json.messages[0]?.id);
    expect(record?.wamid).toMatch(/^wamid\./);
  });

  it('answers 401 / code 190 to a wrong token and 400 / code 100 to an invalid body', async () => {
    const bad = await send(text, 'wrong');
    expect(bad.status).toBe(401);
    expect(parseGraphError(await bad.json(), 401)).toMatchObject({ code: 190, retryable: false });
    for (const body of [
      { ...text, messaging_product: 'sms' },
      { ...text, to: '' },
      { ...text, type: 'poll' },
      { ...text, text: undefined },
    ]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(parseGraphError(await response.json(), 400)).toMatchObject({
        code: 100,
        title: 'Invalid parameter',
      });
    }
    expect(fake.sent).toHaveLength(0);
    expect(fake.rejected.map((r) => r.reason)).toEqual([
      'unauthorized',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
  });

  it('fails the next sends on demand with real Graph error bodies', async () => {
    fake.failNext(1, { status: 429 });
    fake.failNext(1, { status: 400, code: 131047 });
    fake.failNext(1, { status: 500 });
    const statuses: number[] = [];
    const errors = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await send(text);
      statuses.push(response.status);
      if (response.status !== 200) errors.push(parseGraphError(await response.json(), response.status));
    }
    expect(statuses).toEqual([429, 400, 500, 200]);
    expect(errors).toMatchObject([
      { code: 130429, title: 'Rate limit hit', retryable: true },
      { code: 131047, title: 'Re-engagement message', retryable: false },
      { code: 131000, retryable: true },
    ]);
    expect(errors[1]?.details).toContain('24 hours');
    expect(fake.rejected.map((r) => r.reason)).toEqual(['injected', 'injected', 'injected']);
    expect(fake.sent).toHaveLength(1);
  });

  it('rejects waitForSent with a clear error on timeout', async () => {
    await expect(fake.waitForSent(3, 50)).rejects.toThrow('expected 3 sent message(s) within 50 ms, got 0');
  });

  it('serves media metadata and bytes behind the bearer token', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const info = await fetch(`${fake.url}/v21.0/1234567890`, { headers: auth });
    const meta = (await info.json()) as { url: string; mime_type: string; file_size: number; id: string };
    expect(meta).toMatchObject({ id: '1234567890', mime_type: 'image/png', messaging_product: 'whatsapp' });
    const bytes = await fetch(meta.url, { headers: auth });
    const body = Buffer.from(await bytes.arrayBuffer());
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.length).toBe(meta.file_size);
    expect((await fetch(meta.url)).status).toBe(401);
  });
});

describe('WhatsApp fake: signed webhooks', () => {
  it('pushes a text the parser reads', async () => {
    const result = await fake.pushText({
      from: '221770000001',
      name: 'Awa Diop',
      text: 'Bonjour',
      id: 'wamid.T1',
    });
    expect(result.status).toBe(200);
    expect(result.ms).toBeGreaterThanOrEqual(0);
    const parsed = await receivedWebhook();
    expect(parsed.problems).toEqual([]);
    expect(parsed.messages).toMatchObject([
      {
        phoneNumberId: NUMBER,
        waId: '221770000001',
        profileName: 'Awa Diop',
        id: 'wamid.T1',
        event: { type: 'text', text: 'Bonjour' },
      },
    ]);
  });

  it('pushes a button reply and a list reply with their context', async () => {
    await fake.pushButtonReply({
      from: '221770000001',
      buttonId: 'oui-a1b2c3#2',
      title: 'Oui',
      contextId: 'wamid.OUT',
    });
    await fake.pushListReply({
      from: '221770000001',
      rowId: 'dakar-z9y8x7',
      title: 'Dakar',
      description: 'Livraison 24 h',
    });
    const hooks = await receiver.waitFor(2);
    const [button, list] = hooks.map((hook) => parseWhatsAppWebhook(hook.json).messages[0]);
    expect(button).toMatchObject({
      contextId: 'wamid.OUT',
      event: { type: 'button', id: 'oui-a1b2c3', title: 'Oui' },
    });
    expect(list).toMatchObject({ event: { type: 'list', id: 'dakar-z9y8x7', title: 'Dakar' } });
  });

  it('pushes a location and an image', async () => {
    await fake.pushLocation({
      from: '221770000001',
      latitude: 14.6928,
      longitude: -17.4467,
      placeName: 'Plateau',
    });
    await fake.pushImage({ from: '221770000001', mediaId: '998877', caption: 'Reçu' });
    const hooks = await receiver.waitFor(2);
    const [location, image] = hooks.map((hook) => parseWhatsAppWebhook(hook.json).messages[0]);
    // The place's name is the location's, never the sender's profile name.
    expect(location?.profileName).toBe('Awa Diop');
    expect(location?.event).toEqual({
      type: 'location',
      latitude: 14.6928,
      longitude: -17.4467,
      name: 'Plateau',
    });
    expect(image).toMatchObject({
      event: { type: 'media', mediaType: 'image', mediaId: '998877', caption: 'Reçu' },
      media: { mimeType: 'image/png' },
    });
  });

  it('pushes a failed status with its error', async () => {
    await fake.pushStatus({
      wamid: 'wamid.OUT',
      status: 'failed',
      recipient: '221770000001',
      errors: [{ code: 131047 }],
    });
    const parsed = await receivedWebhook();
    expect(parsed.statuses).toMatchObject([
      {
        phoneNumberId: NUMBER,
        id: 'wamid.OUT',
        status: 'failed',
        recipient: '221770000001',
        errors: [{ code: 131047, title: 'Re-engagement message' }],
      },
    ]);
  });

  it('signs the exact bytes, and pushRaw can send a bad signature', async () => {
    const raw = JSON.stringify(buildTextWebhook({ phoneNumberId: NUMBER, from: '1', text: 'Ça va ? é' }));
    await fake.pushRaw(raw);
    await fake.pushRaw({ object: 'whatsapp_business_account', entry: [] }, { signature: 'sha256=00' });
    const [good, bad] = await receiver.waitFor(2);
    expect(good?.raw.toString()).toBe(raw);
    expect(good?.headers['x-hub-signature-256']).toBe(signBody(raw, SECRET));
    expect(bad?.headers['x-hub-signature-256']).toBe('sha256=00');
    expect(verifyWhatsAppSignature(bad?.raw ?? Buffer.alloc(0), 'sha256=00', SECRET)).toBe(false);
  });

  it('pushes sent then delivered statuses after each accepted send when autoStatuses is on', async () => {
    const auto = await startWhatsAppFake({ appSecret: SECRET, webhookUrl: receiver.url, autoStatuses: true });
    try {
      const response = await fetch(`${auto.url}/${NUMBER}/messages`, {
        method: 'POST',
        body: JSON.stringify(text),
      });
      const { messages } = (await response.json()) as { messages: { id: string }[] };
      const hooks = await receiver.waitFor(2);
      const statuses = hooks.flatMap((hook) => parseWhatsAppWebhook(hook.json).statuses);
      expect(statuses.map((s) => [s.id, s.status, s.recipient])).toEqual([
        [messages[0]?.id, 'sent', '221770000001'],
        [messages[0]?.id, 'delivered', '221770000001'],
      ]);
      expect(auto.sent[0]?.version).toBe('');
      expect(auto.pushErrors).toEqual([]);
    } finally {
      await auto.close();
    }
  });
});
