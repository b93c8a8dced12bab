import { generateIdblock } from '@griot/contract/flows/idblock';
import { chatbots } from '@griot/db/schema/chatbots';
import { inbox } from '@griot/db/schema/inbox';
import { messages } from '@griot/db/schema/messages';
import { type MessengerFake, startMessengerFake } from '@griot/fakes/messengerFake';
import {
  buildMessagingWebhook,
  buildMessengerPostbackWebhook,
  buildMessengerQuickReplyWebhook,
  buildMessengerTextWebhook,
} from '@griot/fakes/messengerWebhooks';
import { signBody } from '@griot/fakes/signBody';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { addBlock, buildBot, countRows, eventually } from '../../test/webhookKit';

const APP_SECRET = 'test-messenger-secret';
const PAGE_TOKEN = 'EAAB-test-page-token';
const PAGE_ID = '108000000000001';
const testServer = useTestServer();
let fake: MessengerFake;
let nextPsid = 6_100_000_000_001;

beforeAll(async () => {
  fake = await startMessengerFake({ appSecret: APP_SECRET, pageAccessToken: PAGE_TOKEN, pageId: PAGE_ID });
  testServer().config.runtime.graphApiUrl = fake.url;
  testServer().config.runtime.messengerAppSecret = APP_SECRET;
});
afterAll(async () => {
  await fake.close();
});

function postWebhook(
  server: TestServer,
  chatbotId: string,
  body: unknown,
  options: { signature?: string | null; raw?: string; secret?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined ? signBody(raw, options.secret ?? APP_SECRET) : options.signature;
  return server.app.inject({
    method: 'POST',
    url: `/api/pipeline/messenger/${chatbotId}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: raw,
  });
}

const newPsid = () => String(nextPsid++);
const text = (psid: string, value: string, mid?: string) =>
  buildMessengerTextWebhook({ pageId: PAGE_ID, psid, text: value, ...(mid ? { mid } : {}) });
const sentTo = (psid: string) => fake.sent.filter((sent) => sent.recipientId === psid);
function textsTo(psid: string): string[] {
  return sentTo(psid).map((sent) => {
    const message = sent.body.message as {
      text?: string;
      attachment?: { payload: { text?: string } };
    };
    return message.text ?? message.attachment?.payload.text ?? '?';
  });
}

function greeting(target: string) {
  return [
    { type: 'text' as const, message: 'Bonjour !' },
    { type: 'text_button' as const, message: 'Que voulez-vous ?', buttons: [{ id: target, title: 'Menu' }] },
  ];
}

describe('Messenger webhook: handshake and refusals', () => {
  it('answers the challenge for the keyword_webhook and refuses a wrong token', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', greeting('menu'), { accessToken: PAGE_TOKEN });
    const chatbot = await server.runtime.chatbots.get(chatbotId);
    const query = (token: string) =>
      `/api/pipeline/messenger/${chatbotId}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=4242`;
    const ok = await server.app.inject({ method: 'GET', url: query(chatbot?.keywordWebhook ?? '') });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('4242');
    expect((await server.app.inject({ method: 'GET', url: query('mauvais') })).statusCode).toBe(403);
  });

  it('refuses a bad or missing signature, unknown or other-channel chatbots and malformed bodies', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', greeting('menu'), { accessToken: PAGE_TOKEN });
    const { chatbotId: telegramId } = await buildBot(server, 'telegram', greeting('menu'));
    const psid = newPsid();
    const body = text(psid, 'salut');
    expect(
      (await postWebhook(server, chatbotId, body, { signature: `sha256=${'0'.repeat(64)}` })).statusCode,
    ).toBe(401);
    expect((await postWebhook(server, chatbotId, body, { signature: null })).statusCode).toBe(401);
    expect((await postWebhook(server, chatbotId, body, { secret: 'another-secret' })).statusCode).toBe(401);
    expect((await postWebhook(server, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await postWebhook(server, telegramId, body)).statusCode).toBe(404);
    expect((await postWebhook(server, chatbotId, undefined, { raw: '{"object":' })).statusCode).toBe(400);
    expect((await postWebhook(server, chatbotId, { object: 'instagram', entry: [] })).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(server, 'inbox', chatbotId)).toBe(0);
    expect(await countRows(server, 'end_users', chatbotId)).toBe(0);
    expect(sentTo(psid)).toEqual([]);
  });

  it('checks the chatbot’s own app secret when it has one', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', [{ type: 'text', message: 'Propre secret' }], {
      accessToken: PAGE_TOKEN,
      appSecret: 'page-own-secret',
    });
    const psid = newPsid();
    expect((await postWebhook(server, chatbotId, text(psid, 'a'))).statusCode).toBe(401);
    expect(
      (await postWebhook(server, chatbotId, text(psid, 'b'), { secret: 'page-own-secret' })).statusCode,
    ).toBe(200);
    await eventually(async () => textsTo(psid).length === 1);
  });
  it('refuses the events of another page signed with the same app secret, and a chatbot without a page id', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', greeting('menu'), { accessToken: PAGE_TOKEN });
    const psid = newPsid();
    const otherPage = buildMessengerTextWebhook({ pageId: '108000000000999', psid, text: 'salut' });
    expect((await postWebhook(server, chatbotId, otherPage)).statusCode).toBe(403);

    const { chatbotId: pageless } = await buildBot(server, 'messenger', greeting('menu'), {
      accessToken: PAGE_TOKEN,
    });
    await server.db.update(chatbots).set({ phoneNumberId: '' }).where(eq(chatbots.id, pageless));
    server.runtime.chatbots.forget(pageless);
    expect((await postWebhook(server, pageless, text(psid, 'salut'))).statusCode).toBe(403);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(server, 'inbox', chatbotId)).toBe(0);
    expect(await countRows(server, 'inbox', pageless)).toBe(0);
    expect(sentTo(psid)).toEqual([]);
  });
});

describe('Messenger webhook: conversations', () => {
  it('answers with the welcome flow and postback buttons, then follows a postback and a quick reply', async () => {
    const server = testServer();
    const menu = generateIdblock('menu');
    const { chatbotId } = await buildBot(server, 'messenger', greeting(menu), { accessToken: PAGE_TOKEN });
    await addBlock(server, chatbotId, [{ type: 'text', message: 'Voici le menu' }], menu);
    const psid = newPsid();
    expect((await postWebhook(server, chatbotId, text(psid, 'Bonjour'))).statusCode).toBe(200);
    await eventually(async () => sentTo(psid).length === 2);
    expect(textsTo(psid)).toEqual(['Bonjour !', 'Que voulez-vous ?']);
    expect(sentTo(psid)[1]?.body).toEqual({
      recipient: { id: psid },
      messaging_type: 'RESPONSE',
      message: {
        attachment: {
          type: 'template',
          payload: {
            template_type: 'button',
            text: 'Que voulez-vous ?',
            buttons: [{ type: 'postback', title: 'Menu', payload: menu }],
          },
        },
      },
    });
    const stored = await eventually(async () => {
      const rows = await server.db
        .select()
        .from(messages)
        .where(eq(messages.chatbotId, chatbotId))
        .orderBy(asc(messages.seq));
      return rows.length === 3 && rows.every((row) => row.status !== 'queued') ? rows : undefined;
    });
    expect(stored.map((row) => [row.direction, row.status])).toEqual([
      ['in', 'received'],
      ['out', 'sent'],
      ['out', 'sent'],
    ]);
    expect(stored[1]?.externalId).toBe(sentTo(psid)[0]?.messageId);

    await postWebhook(
      server,
      chatbotId,
      buildMessengerPostbackWebhook({ pageId: PAGE_ID, psid, payload: menu, title: 'Menu' }),
    );
    await eventually(async () => textsTo(psid).includes('Voici le menu'));
    await postWebhook(
      server,
      chatbotId,
      buildMessengerQuickReplyWebhook({ pageId: PAGE_ID, psid, text: 'Menu', payload: `${menu}#2` }),
    );
    await eventually(async () => textsTo(psid).filter((value) => value === 'Voici le menu').length === 2);
  });

  it('answers the same message delivered five times once', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', greeting('menu'), { accessToken: PAGE_TOKEN });
    const psid = newPsid();
    const body = text(psid, 'Bonjour', `m_same_${psid}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(server, chatbotId, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await eventually(async () => sentTo(psid).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textsTo(psid)).toEqual(['Bonjour !', 'Que voulez-vous ?']);
    expect(await countRows(server, 'inbox', chatbotId)).toBe(1);
  });

  it('keys a postback without mid by sender and timestamp', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', [{ type: 'text', message: 'Ok' }], {
      accessToken: PAGE_TOKEN,
    });
    const psid = newPsid();
    const body = buildMessagingWebhook(
      { pageId: PAGE_ID, psid, timestamp: 1_760_000_000_000 },
      { postback: { title: 'Commencer', payload: 'GET_STARTED' } },
    );
    await postWebhook(server, chatbotId, body);
    await postWebhook(server, chatbotId, body);
    const rows = await server.db.select().from(inbox).where(eq(inbox.chatbotId, chatbotId));
    expect(rows.map((row) => row.externalId)).toEqual([`${psid}:1760000000000`]);
  });

  it('retries a 429 and sends exactly one message', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', [{ type: 'text', message: 'Une seule fois' }], {
      accessToken: PAGE_TOKEN,
    });
    const psid = newPsid();
    const rejectedBefore = fake.rejected.length;
    fake.failNext(1, { status: 429 });
    await postWebhook(server, chatbotId, text(psid, 'go'));
    await eventually(async () => sentTo(psid).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(textsTo(psid)).toEqual(['Une seule fois']);
    expect(fake.rejected.length).toBe(rejectedBefore + 1);
    const [out] = await server.db
      .select()
      .from(messages)
      .where(eq(messages.chatbotId, chatbotId))
      .orderBy(asc(messages.seq))
      .offset(1);
    expect(out).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records an error outside the 24 h window as failed', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'messenger', [{ type: 'text', message: 'Trop tard' }], {
      accessToken: PAGE_TOKEN,
    });
    const psid = newPsid();
    fake.failNext(1, { status: 400 });
    await postWebhook(server, chatbotId, text(psid, 'go'));
    const failed = await eventually(async () => {
      const rows = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
      return rows.find((row) => row.status === 'failed');
    });
    expect(failed).toMatchObject({ attempts: 1, error: { code: 10 } });
  });
});
