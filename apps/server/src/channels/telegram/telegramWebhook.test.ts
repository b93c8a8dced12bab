import { generateIdblock } from '@griot/contract/flows/idblock';
import { messages } from '@griot/db/schema/messages';
import { startTelegramFake, type TelegramFake } from '@griot/fakes/telegramFake';
import { buildTelegramCallbackUpdate, buildTelegramTextUpdate } from '@griot/fakes/telegramUpdates';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { loginAs } from '../../test/factories';
import { addBlock, buildBot, countRows, eventually } from '../../test/webhookKit';
import { telegramSecret } from './telegramSecret';

const BOT_TOKEN = '123456789:AAtest-telegram-token';
const testServer = useTestServer();
let fake: TelegramFake;
let nextUpdateId = 500_000;
let nextChatId = 7_000_001;

beforeAll(async () => {
  fake = await startTelegramFake({ token: BOT_TOKEN });
  testServer().config.runtime.telegramApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

function postUpdate(server: TestServer, chatbotId: string, update: unknown, secret?: string | null) {
  const header =
    secret === null
      ? {}
      : { 'x-telegram-bot-api-secret-token': secret ?? telegramSecret(server.config.secretKey, chatbotId) };
  return server.app.inject({
    method: 'POST',
    url: `/api/pipeline/telegram/${chatbotId}`,
    headers: { 'content-type': 'application/json', ...header },
    payload: typeof update === 'string' ? update : JSON.stringify(update),
  });
}

function textUpdate(chatId: number, text: string, updateId = nextUpdateId++) {
  return buildTelegramTextUpdate(updateId, updateId, {
    chatId,
    fromId: chatId,
    firstName: 'Awa',
    lastName: 'Diop',
    text,
  });
}

function callsTo(chatId: number, method = 'sendMessage') {
  return fake.calls.filter((call) => call.method === method && String(call.body.chat_id) === String(chatId));
}
const textsTo = (chatId: number) => callsTo(chatId).map((call) => call.body.text);

function greeting(target: string) {
  return [
    { type: 'text' as const, message: 'Bonjour {{first_name}} !' },
    { type: 'text_button' as const, message: 'Que voulez-vous ?', buttons: [{ id: target, title: 'Menu' }] },
  ];
}

describe('Telegram webhook: refusals store and send nothing', () => {
  it('refuses a wrong or missing secret, an unknown chatbot, another channel and malformed JSON', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', greeting('menu'), { accessToken: BOT_TOKEN });
    const { chatbotId: whatsAppId } = await buildBot(server, 'whatsapp', greeting('menu'));
    const chatId = nextChatId++;
    const update = textUpdate(chatId, 'salut');
    expect((await postUpdate(server, chatbotId, update, 'mauvais-secret')).statusCode).toBe(401);
    expect((await postUpdate(server, chatbotId, update, null)).statusCode).toBe(401);
    // Another chatbot's secret does not open this one.
    expect(
      (await postUpdate(server, chatbotId, update, telegramSecret(server.config.secretKey, whatsAppId)))
        .statusCode,
    ).toBe(401);
    expect((await postUpdate(server, '00000000-0000-4000-8000-000000000000', update)).statusCode).toBe(404);
    expect((await postUpdate(server, whatsAppId, update)).statusCode).toBe(404);
    expect((await postUpdate(server, chatbotId, '{"update_id":')).statusCode).toBe(400);
    expect((await postUpdate(server, chatbotId, { message: {} })).statusCode).toBe(400);
    // An update kind Griot ignores is acknowledged, so Telegram stops sending it.
    expect(
      (await postUpdate(server, chatbotId, { update_id: nextUpdateId++, edited_message: {} })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(server, 'inbox', chatbotId)).toBe(0);
    expect(await countRows(server, 'end_users', chatbotId)).toBe(0);
    expect(callsTo(chatId)).toEqual([]);
  });

  it('derives a secret in Telegram’s charset and length', () => {
    const secret = telegramSecret(Buffer.alloc(32, 7), '3f1c0e9a-0000-4000-8000-000000000001');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(secret).toBe(telegramSecret(Buffer.alloc(32, 7), '3f1c0e9a-0000-4000-8000-000000000001'));
  });
});

describe('Telegram webhook: conversations', () => {
  it('answers a first message with the welcome flow and an inline keyboard, then follows a tap', async () => {
    const server = testServer();
    const menu = generateIdblock('menu');
    const { chatbotId } = await buildBot(server, 'telegram', greeting(menu), { accessToken: BOT_TOKEN });
    await addBlock(server, chatbotId, [{ type: 'text', message: 'Voici le menu' }], menu);
    const chatId = nextChatId++;
    const response = await postUpdate(server, chatbotId, textUpdate(chatId, 'Bonjour'));
    expect(response.statusCode).toBe(200);
    await eventually(async () => callsTo(chatId).length === 2);
    expect(textsTo(chatId)).toEqual(['Bonjour Awa !', 'Que voulez-vous ?']);
    const keyboardCall = callsTo(chatId)[1];
    expect(keyboardCall?.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Menu', callback_data: menu }]],
    });
    const sent = await eventually(async () => {
      const rows = await server.db
        .select()
        .from(messages)
        .where(eq(messages.chatbotId, chatbotId))
        .orderBy(asc(messages.seq));
      return rows.length === 3 && rows.every((row) => row.status !== 'queued') ? rows : undefined;
    });
    expect(sent.map((row) => [row.direction, row.status])).toEqual([
      ['in', 'received'],
      ['out', 'sent'],
      ['out', 'sent'],
    ]);
    expect(sent[1]?.externalId).toMatch(new RegExp(`^${chatId}:\\d+$`));
    const [endUser] = (
      await server.db.execute<{ full_name: string }>(
        `SELECT full_name FROM end_users WHERE chatbot_id = '${chatbotId}'`,
      )
    ).rows;
    expect(endUser?.full_name).toBe('Awa Diop');

    const keyboardMessage = keyboardCall?.result as {
      message_id: number;
      text: string;
      reply_markup: unknown;
    };
    const callbackId = `cb-${chatId}`;
    const tap = buildTelegramCallbackUpdate(
      nextUpdateId++,
      {
        chatId,
        fromId: chatId,
        data: menu,
        messageId: keyboardMessage.message_id,
        message: { text: keyboardMessage.text, reply_markup: keyboardMessage.reply_markup },
        id: callbackId,
      },
      { id: 123456789, is_bot: true, first_name: 'Bot' },
    );
    expect((await postUpdate(server, chatbotId, tap)).statusCode).toBe(200);
    await eventually(async () => textsTo(chatId).includes('Voici le menu'));
    await eventually(async () =>
      fake.calls.some(
        (call) => call.method === 'answerCallbackQuery' && call.body.callback_query_id === callbackId,
      ),
    );
    const inbound = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
    expect(inbound.find((row) => row.type === 'callback_query')?.content).toMatchObject({ text: 'Menu' });
  });

  it('answers the same update delivered five times once', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', greeting('menu'), { accessToken: BOT_TOKEN });
    const chatId = nextChatId++;
    const update = textUpdate(chatId, 'Bonjour');
    const answers = await Promise.all(Array.from({ length: 5 }, () => postUpdate(server, chatbotId, update)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await eventually(async () => callsTo(chatId).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textsTo(chatId)).toEqual(['Bonjour Awa !', 'Que voulez-vous ?']);
    expect(await countRows(server, 'inbox', chatbotId)).toBe(1);
  });

  it('retries a 429 and sends exactly one message', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', [{ type: 'text', message: 'Une seule fois' }], {
      accessToken: BOT_TOKEN,
    });
    const chatId = nextChatId++;
    const rejectedBefore = fake.rejected.length;
    fake.failNext(1, { status: 429, retryAfter: 1 });
    await postUpdate(server, chatbotId, textUpdate(chatId, 'go'));
    await eventually(async () => callsTo(chatId).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(textsTo(chatId)).toEqual(['Une seule fois']);
    expect(fake.rejected.length).toBe(rejectedBefore + 1);
    const [out] = await server.db
      .select()
      .from(messages)
      .where(eq(messages.chatbotId, chatbotId))
      .orderBy(asc(messages.seq))
      .offset(1);
    expect(out).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a permanent error (blocked by the user) as failed', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', [{ type: 'text', message: 'Bloqué' }], {
      accessToken: BOT_TOKEN,
    });
    const chatId = nextChatId++;
    fake.failNext(1, { status: 403 });
    await postUpdate(server, chatbotId, textUpdate(chatId, 'go'));
    const failed = await eventually(async () => {
      const rows = await server.db.select().from(messages).where(eq(messages.chatbotId, chatbotId));
      return rows.find((row) => row.status === 'failed');
    });
    expect(failed).toMatchObject({ attempts: 1, error: { code: 403 } });
  });
});

describe('connecting a Telegram bot from the settings', () => {
  const connect = (server: TestServer, chatbotId: string, authorization: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/strong/chatbot/${chatbotId}/telegram/connect`,
      headers: { authorization },
      payload: {},
    });

  it('checks the token with getMe, sets the webhook with the secret, and keeps the @username', async () => {
    const server = testServer();
    const { chatbotId, owner } = await buildBot(server, 'telegram', greeting('menu'), {
      accessToken: BOT_TOKEN,
    });
    const authorization = `Bearer ${await loginAs(server.app, owner.email)}`;
    const response = await connect(server, chatbotId, authorization);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.webhook_url).toBe(`${server.config.publicUrl}/api/pipeline/telegram/${chatbotId}`);
    expect(body.username).toBe('griot_fake_bot');
    expect(body.message).toBe(
      `Bot @${'griot_fake_bot'} connecté : ses messages arrivent maintenant dans Griot.`,
    );
    expect(fake.webhookUrl).toBe(body.webhook_url);
    expect(fake.secretToken).toBe(telegramSecret(server.config.secretKey, chatbotId));
    const chatbot = await server.app.inject({
      method: 'GET',
      url: `/api/get/strong/chatbot/${chatbotId}`,
      headers: { authorization },
    });
    expect(chatbot.json().chatbot.telBot).toBe('griot_fake_bot');
    expect(chatbot.body).not.toContain(BOT_TOKEN);
  });

  it('says in French when Telegram refuses the token, and changes nothing', async () => {
    const server = testServer();
    const { chatbotId, owner } = await buildBot(server, 'telegram', greeting('menu'), {
      accessToken: '999:faux-jeton',
    });
    const authorization = `Bearer ${await loginAs(server.app, owner.email)}`;
    const before = fake.webhookUrl;
    const response = await connect(server, chatbotId, authorization);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Telegram refuse ce jeton : vérifiez-le auprès de @BotFather.');
    expect(fake.webhookUrl).toBe(before);
  });
});
