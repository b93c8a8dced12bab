import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { startTelegramFake, type TelegramFake } from '@griot/fakes/telegramFake';
import { buildTelegramTextUpdate } from '@griot/fakes/telegramUpdates';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import { buildChatbot, buildUser } from '../test/factories';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildBot,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';
import { telegramSecret } from './telegram/telegramSecret';

/**
 * Our own words to end-users (an invalid answer's reply, Telegram's location button, GRIOT IA's
 * hand-over) speak the chatbot's language when it fixes one, else the end-user's when their channel
 * says it (Telegram's language_code, the widget's Accept-Language), else French. The businesses'
 * own messages stay as written.
 */
const testServer = useTestServer();
const whatsApp = useWhatsAppGraphFake(testServer, {
  appSecret: 'test-app-secret',
  accessToken: ACCESS_TOKEN,
});
const BOT_TOKEN = '123456789:AAtest-language-token';
let telegram: TelegramFake;
let nextUpdateId = 900_000;
let nextChatId = 9_100_001;

beforeAll(async () => {
  telegram = await startTelegramFake({ token: BOT_TOKEN });
  testServer().config.runtime.telegramApiUrl = telegram.url;
});
afterAll(async () => {
  await telegram.close();
});

/** Asks an email (no default reply of its own), then where the end-user is. */
const askEmailThenPlace: FlowElementInput[] = [
  { type: 'text', message: 'Votre email ?' },
  { type: 'answer', options: { answer_type: 'email', variable: { id: '' }, default_reply: '' } },
  { type: 'location_request_message', message: 'Où êtes-vous ?' },
];

async function fixLanguage(server: TestServer, chatbotId: string, language: 'auto' | 'fr' | 'en' | 'es') {
  await server.db.update(chatbots).set({ widgetLanguage: language }).where(eq(chatbots.id, chatbotId));
  server.runtime.chatbots.forget(chatbotId);
}

async function storedLanguage(server: TestServer, chatbotId: string): Promise<string | null | undefined> {
  const result = await server.db.execute<{ language: string | null }>(
    sql`SELECT language FROM end_users WHERE chatbot_id = ${chatbotId}`,
  );
  return result.rows[0]?.language;
}

function telegramChat(server: TestServer, chatbotId: string) {
  const chatId = nextChatId++;
  const sent = () =>
    telegram.calls.filter(
      (call) => call.method === 'sendMessage' && String(call.body.chat_id) === String(chatId),
    );
  const say = async (text: string, languageCode: string) => {
    const updateId = nextUpdateId++;
    const before = sent().length;
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/pipeline/telegram/${chatbotId}`,
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': telegramSecret(server.config.secretKey, chatbotId),
      },
      payload: JSON.stringify(
        buildTelegramTextUpdate(updateId, updateId, { chatId, fromId: chatId, text, languageCode }),
      ),
    });
    expect(response.statusCode).toBe(200);
    await eventually(async () => sent().length > before);
    return sent().slice(before);
  };
  return { say };
}

describe("the runtime's own words follow the end-user", () => {
  it('speaks Spanish to a Telegram user whose app is in Spanish, and French again when it is in German', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', askEmailThenPlace, { accessToken: BOT_TOKEN });
    const chat = telegramChat(server, chatbotId);
    expect((await chat.say('Hola', 'es')).map((call) => call.body.text)).toEqual(['Votre email ?']);
    expect(await storedLanguage(server, chatbotId)).toBe('es');
    expect((await chat.say('no es un email', 'es')).map((call) => call.body.text)).toEqual([
      'Respuesta no válida. Inténtalo de nuevo.',
    ]);
    const [place] = await chat.say('awa@example.com', 'es-ES');
    // The business's question as written, our button in Spanish.
    expect(place?.body).toMatchObject({
      text: 'Où êtes-vous ?',
      reply_markup: { keyboard: [[{ text: 'Enviar mi ubicación', request_location: true }]] },
    });

    // The user's app now speaks German, not one of ours: French, and the row follows.
    const [again] = await chat.say('Berlin', 'de');
    expect(again?.body).toMatchObject({
      reply_markup: { keyboard: [[{ text: 'Envoyer ma position', request_location: true }]] },
    });
    expect(await storedLanguage(server, chatbotId)).toBe('de');
  });

  it('keeps the back-office’s record of what the user sent as before, in French', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', [{ type: 'text', message: 'Bienvenue' }], {
      accessToken: BOT_TOKEN,
    });
    const chatId = nextChatId++;
    const updateId = nextUpdateId++;
    const photo = {
      update_id: updateId,
      message: {
        message_id: updateId,
        from: { id: chatId, is_bot: false, first_name: 'Awa', language_code: 'es' },
        chat: { id: chatId, type: 'private' },
        date: Math.floor(Date.now() / 1000),
        photo: [{ file_id: 'AgACAgQAAxkBAAIB', width: 90, height: 90 }],
      },
    };
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/pipeline/telegram/${chatbotId}`,
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': telegramSecret(server.config.secretKey, chatbotId),
      },
      payload: JSON.stringify(photo),
    });
    expect(response.statusCode).toBe(200);
    const inbound = await eventually(async () => {
      const rows = await server.db.execute<{ text: string }>(sql`
        SELECT content->>'text' AS text FROM messages WHERE chatbot_id = ${chatbotId} AND direction = 'in'`);
      return rows.rows[0]?.text;
    });
    expect(inbound).toBe('📷 Image');
    expect(await storedLanguage(server, chatbotId)).toBe('es');
  });

  it('speaks the chatbot’s fixed language whatever the user’s app says', async () => {
    const server = testServer();
    const { chatbotId } = await buildBot(server, 'telegram', askEmailThenPlace, { accessToken: BOT_TOKEN });
    await fixLanguage(server, chatbotId, 'en');
    const chat = telegramChat(server, chatbotId);
    await chat.say('Hola', 'es');
    expect((await chat.say('nope', 'es')).map((call) => call.body.text)).toEqual([
      'That answer isn’t valid. Please try again.',
    ]);
    const [place] = await chat.say('awa@example.com', 'es');
    expect(place?.body).toMatchObject({ reply_markup: { keyboard: [[{ text: 'Send my location' }]] } });
  });

  it('answers in English on WhatsApp when the chatbot is fixed to English, in French otherwise', async () => {
    const server = testServer();
    const english = await buildWhatsAppBot(server, askEmailThenPlace);
    await fixLanguage(server, english.chatbotId, 'en');
    const french = await buildWhatsAppBot(server, askEmailThenPlace);
    const textsTo = (to: string) =>
      whatsApp.sent
        .filter((sent) => (sent.body as { to?: string }).to === to)
        .map((sent) => {
          const body = sent.body as { text?: { body: string }; interactive?: { body: { text: string } } };
          return body.text?.body ?? body.interactive?.body.text;
        });
    const say = async (chatbotId: string, from: string, text: string, count: number) => {
      const body = buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text });
      expect((await postWhatsAppWebhook(server, chatbotId, body)).statusCode).toBe(200);
      await eventually(async () => textsTo(from).length >= count);
    };
    await say(english.chatbotId, '221770004001', 'Hello', 1);
    await say(english.chatbotId, '221770004001', 'not an email', 2);
    await say(french.chatbotId, '221770004002', 'Bonjour', 1);
    await say(french.chatbotId, '221770004002', 'pas un email', 2);
    expect(textsTo('221770004001')).toEqual(['Votre email ?', 'That answer isn’t valid. Please try again.']);
    expect(textsTo('221770004002')).toEqual(['Votre email ?', 'Réponse invalide, veuillez réessayer.']);
    // WhatsApp says nothing of the user's language: nothing stored.
    expect(await storedLanguage(server, english.chatbotId)).toBeNull();
  });

  it('hands a Spanish web visitor over to an agent in Spanish (GRIOT IA, offline answerer)', async () => {
    const server = testServer();
    const { workspaceId } = await buildUser(server.db);
    const chatbotId = await buildChatbot(server, workspaceId, { type: 'web', status: 'active' });
    await server.db
      .update(blocks)
      .set({
        flow: flowSchema.parse([{ type: 'text', message: 'Je n’ai pas compris.' }]),
        assistantSwitch: true,
      })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'default')));
    server.runtime.chatbots.forget(chatbotId);
    const headers = { 'accept-language': 'es' };
    const started = await server.app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/session`,
      headers,
      payload: {},
    });
    const session = started.json().session as { visitor_id: string; token: string };
    const said = await server.app.inject({
      method: 'POST',
      url: `/api/webchat/${chatbotId}/messages`,
      headers,
      payload: { ...session, event: { type: 'text', text: 'Vous êtes des idiots' } },
    });
    expect(said.statusCode, said.body).toBe(202);
    const handover = await eventually(async () => {
      const rows = await server.db.execute<{ text: string }>(sql`
        SELECT content->'element'->>'message' AS text FROM messages
        WHERE chatbot_id = ${chatbotId} AND content->>'griot' = 'agent'`);
      return rows.rows[0]?.text;
    }, 20_000);
    expect(handover).toBe('Un asesor tomará el relevo y te responderá lo antes posible.');
    expect(await storedLanguage(server, chatbotId)).toBe('es');
  });
});
