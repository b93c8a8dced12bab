import { startTelegramFake, type TelegramFake } from '@griot/fakes/telegramFake';
import { buildTelegramTextUpdate } from '@griot/fakes/telegramUpdates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramSecret } from '../../channels/telegram/telegramSecret';
import { useTestServer } from '../../test/buildTestServer';
import { loginAs } from '../../test/factories';
import { fileOf, multipart } from '../../test/multipart';
import { buildBot, eventually } from '../../test/webhookKit';

/** The inbox's replies through another channel's sender than WhatsApp's: Telegram's. */
const BOT_TOKEN = '123456789:AAinbox-telegram-token';
const testServer = useTestServer();
let fake: TelegramFake;

beforeAll(async () => {
  fake = await startTelegramFake({ token: BOT_TOKEN });
  testServer().config.runtime.telegramApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('inbox replies on Telegram', () => {
  it('sends a text, then a document with its caption', async () => {
    const server = testServer();
    const { chatbotId, owner } = await buildBot(
      server,
      'telegram',
      [{ type: 'text', message: 'Bienvenue' }],
      {
        accessToken: BOT_TOKEN,
      },
    );
    const chatId = 7_100_001;
    const update = buildTelegramTextUpdate(900_001, 900_001, {
      chatId,
      fromId: chatId,
      firstName: 'Awa',
      lastName: 'Diop',
      text: 'Bonjour',
    });
    const posted = await server.app.inject({
      method: 'POST',
      url: `/api/pipeline/telegram/${chatbotId}`,
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': telegramSecret(server.config.secretKey, chatbotId),
      },
      payload: JSON.stringify(update),
    });
    expect(posted.statusCode).toBe(200);
    const to = (method: string) =>
      fake.calls.filter((call) => call.method === method && String(call.body.chat_id) === String(chatId));
    await eventually(async () => to('sendMessage').length > 0);
    const endUser = await eventually(async () => {
      const rows = await server.db.execute<{ id: string }>(
        sql`SELECT id FROM end_users WHERE chatbot_id = ${chatbotId} AND external_id = ${String(chatId)}`,
      );
      return rows.rows[0];
    });
    const auth = { authorization: `Bearer ${await loginAs(server.app, owner.email)}` };

    const text = await server.app.inject({
      method: 'POST',
      url: `/api/inbox/conversations/${endUser.id}/reply`,
      headers: auth,
      payload: { text: 'Je m’en occupe.' },
    });
    expect(text.statusCode, text.body).toBe(200);
    await eventually(async () => to('sendMessage').some((call) => call.body.text === 'Je m’en occupe.'));

    const body = await multipart({ file: fileOf(tinyPdf(), 'Facture 12.pdf', 'application/pdf') });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/inbox/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { path, kind } = uploaded.json();
    const withFile = await server.app.inject({
      method: 'POST',
      url: `/api/inbox/conversations/${endUser.id}/reply`,
      headers: auth,
      payload: { text: 'Votre facture', attachment: { kind, path } },
    });
    expect(withFile.statusCode, withFile.body).toBe(200);
    const sent = await eventually(async () => to('sendDocument')[0]);
    expect(sent.body).toEqual({
      chat_id: String(chatId),
      document: `http://griot.test/api/public/${path}`,
      caption: 'Votre facture',
    });
    expect(String(sent.body.document)).toMatch(/Facture%2012\.pdf$/);
  });
});
