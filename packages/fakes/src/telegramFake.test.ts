import { parseTelegramResponse } from '@griot/channels/telegram/parseTelegramResponse';
import { parseTelegramUpdate } from '@griot/channels/telegram/parseTelegramUpdate';
import { verifyTelegramSecret } from '@griot/channels/telegram/verifyTelegramSecret';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramFake, type TelegramFake } from './telegramFake';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';

const TOKEN = '123456:ABC-def_fake';
const SECRET = 'secret_token-1';
let fake: TelegramFake;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  fake = await startTelegramFake({ port: 0, token: TOKEN, firstUpdateId: 1000 });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  fake.reset();
  receiver.received.length = 0;
});

async function call(method: string, body: unknown, token = TOKEN) {
  const response = await fetch(`${fake.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const keyboard = {
  inline_keyboard: [
    [
      { text: 'Oui', callback_data: 'oui-a1b2c3' },
      { text: 'Non', callback_data: 'non-d4e5f6' },
    ],
  ],
};

describe('Telegram fake: Bot API', () => {
  it('answers sendMessage like the Bot API and records the call', async () => {
    const answer = await call('sendMessage', { chat_id: '5550001', text: 'Salut', reply_markup: keyboard });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      ok: true,
      result: { message_id: 1, chat: { id: 5550001 }, text: 'Salut', from: { id: 123456, is_bot: true } },
    });
    expect(parseTelegramResponse(answer.json)).toMatchObject({ ok: true, messageId: '1' });
    const calls = await fake.waitForCalls(1, 1000, 'sendMessage');
    expect(calls[0]).toMatchObject({ method: 'sendMessage', body: { chat_id: '5550001', text: 'Salut' } });
    for (const [method, body] of [
      ['sendPhoto', { chat_id: 1, photo: 'https://g.example/a.png', caption: 'c' }],
      ['sendDocument', { chat_id: 1, document: 'https://g.example/a.pdf' }],
      ['sendAudio', { chat_id: 1, audio: 'https://g.example/a.mp3' }],
      ['sendVideo', { chat_id: 1, video: 'https://g.example/a.mp4' }],
      ['sendLocation', { chat_id: 1, latitude: 14.7, longitude: -17.4 }],
      ['answerCallbackQuery', { callback_query_id: '42' }],
      ['getMe', {}],
    ] as const) {
      expect((await call(method, body)).json.ok, method).toBe(true);
    }
    expect(fake.calls.map((c) => c.method)).toHaveLength(8);
  });

  it('answers 401 to a wrong token, 400 to a missing field, 404 to an unknown method', async () => {
    expect(await call('sendMessage', { chat_id: 1, text: 'x' }, '999:wrong')).toEqual({
      status: 401,
      json: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect((await call('sendMessage', { chat_id: 1 })).json).toMatchObject({
      error_code: 400,
      description: 'Bad Request: message text is empty',
    });
    expect((await call('sendSticker', { chat_id: 1 })).status).toBe(404);
    expect(fake.calls).toHaveLength(0);
  });

  it('fails the next message calls with 429 and retry_after', async () => {
    fake.failNext(2, { status: 429, retryAfter: 7 });
    const first = await call('sendMessage', { chat_id: 1, text: 'a' });
    expect(first).toEqual({
      status: 429,
      json: {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 7',
        parameters: { retry_after: 7 },
      },
    });
    expect(parseTelegramResponse(first.json, 429)).toMatchObject({
      ok: false,
      retryable: true,
      retryAfterMs: 7000,
    });
    expect((await call('getMe', {})).status).toBe(200);
    expect((await call('sendMessage', { chat_id: 1, text: 'b' })).status).toBe(429);
    expect((await call('sendMessage', { chat_id: 1, text: 'c' })).status).toBe(200);
    expect(fake.rejected.map((r) => r.reason)).toEqual(['injected', 'injected']);
  });

  it('rejects waitForCalls on timeout', async () => {
    await expect(fake.waitForCalls(1, 30, 'sendMessage')).rejects.toThrow(
      /expected 1 sendMessage call\(s\) within 30 ms, got 0/,
    );
  });
});

describe('Telegram fake: pushed updates', () => {
  it('setWebhook sets where updates go, with the secret header, update_ids increasing', async () => {
    await call('setWebhook', { url: receiver.url, secret_token: SECRET });
    await fake.pushText({ chatId: 5550001, fromId: 5550001, firstName: 'Awa', text: 'Bonjour' });
    await fake.pushText({ chatId: 5550001, fromId: 5550001, firstName: 'Awa', text: 'Encore' });
    const hooks = await receiver.waitFor(2);
    for (const hook of hooks)
      expect(verifyTelegramSecret(hook.headers['x-telegram-bot-api-secret-token'] as string, SECRET)).toBe(
        true,
      );
    const [first, second] = hooks.map((hook) => parseTelegramUpdate(hook.json));
    expect(first?.message).toMatchObject({
      chatId: '5550001',
      userId: '5550001',
      firstName: 'Awa',
      event: { type: 'text', text: 'Bonjour' },
    });
    expect(first?.updateId).toBe(1000);
    expect(second?.updateId).toBe(1001);
  });

  it('pushes a callback query on a message the bot sent, with its button title', async () => {
    const sent = await call('sendMessage', {
      chat_id: 5550001,
      text: 'On continue ?',
      reply_markup: keyboard,
    });
    const messageId = (sent.json.result as { message_id: number }).message_id;
    await fake.pushCallbackQuery(
      { chatId: 5550001, fromId: 5550001, data: 'non-d4e5f6', messageId },
      { url: receiver.url },
    );
    const [hook] = await receiver.waitFor(1);
    const update = parseTelegramUpdate(hook?.json);
    expect(update.message).toMatchObject({
      chatId: '5550001',
      event: { type: 'button', id: 'non-d4e5f6', title: 'Non' },
    });
    expect(update.message?.callbackQueryId).toBeDefined();
  });

  it('pushRaw can send a wrong secret', async () => {
    await fake.pushRaw({ update_id: 1, message: {} }, { url: receiver.url, secretToken: 'wrong' });
    const [hook] = await receiver.waitFor(1);
    expect(verifyTelegramSecret(hook?.headers['x-telegram-bot-api-secret-token'] as string, SECRET)).toBe(
      false,
    );
  });
});
