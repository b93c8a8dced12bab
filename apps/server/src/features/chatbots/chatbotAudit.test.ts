import { startTelegramFake, type TelegramFake } from '@griot/fakes/telegramFake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../test/auditTrail';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { loggedInMember } from '../../test/matrixWorld';

const BOT_TOKEN = '123456789:AAtest-telegram-token';
const testServer = useTestServer();
let fake: TelegramFake;

beforeAll(async () => {
  fake = await startTelegramFake({ token: BOT_TOKEN });
  testServer().config.runtime.telegramApiUrl = fake.url;
});
afterAll(async () => {
  await fake.close();
});

const call = (method: 'POST' | 'DELETE', url: string, auth: { authorization: string }, payload = {}) =>
  testServer().app.inject({ method, url: `/api${url}`, headers: auth, payload });

describe('the audit log of chatbots', () => {
  it('records a chatbot deleted, once, by whom; a refused deletion records nothing', async () => {
    const { db } = testServer();
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId, {
      bot_name: 'Boutique Téranga',
      type: 'whatsapp',
    });
    expect(
      (await call('DELETE', `/delete/strong/chatbot/${id}`, auth, { confirm: 'supprimer' })).statusCode,
    ).toBe(400);
    const editor = await loggedInMember(testServer(), workspaceId, 'editor');
    const stranger = await buildAccount(testServer());
    expect(
      (await call('DELETE', `/delete/strong/chatbot/${id}`, stranger.auth, { confirm: 'SUPPRIMER' }))
        .statusCode,
    ).toBe(404);
    const agent = await loggedInMember(testServer(), workspaceId, 'agent');
    expect(
      (await call('DELETE', `/delete/strong/chatbot/${id}`, agent.auth, { confirm: 'SUPPRIMER' })).statusCode,
    ).toBe(403);
    expect(await auditTrail(db, workspaceId)).toEqual([]);

    const deleted = await call('DELETE', `/delete/strong/chatbot/${id}`, editor.auth, {
      confirm: 'SUPPRIMER',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The event outlives the chatbot: it names it.
    expect(await auditTrail(db, workspaceId)).toEqual([
      {
        type: 'chatbot.deleted',
        actorId: editor.userId,
        actorName: 'Membre editor',
        subject: 'Boutique Téranga',
        details: { chatbot_id: id, channel: 'whatsapp' },
      },
    ]);
  });

  it('records a Telegram bot connected as a channel linked; a refused token records nothing', async () => {
    const { db } = testServer();
    const { auth, user, workspaceId } = await buildAccount(testServer());
    const connect = (id: string) => call('POST', `/strong/chatbot/${id}/telegram/connect`, auth);
    const refusedBot = await buildChatbot(testServer(), workspaceId, {
      bot_name: 'Faux',
      type: 'telegram',
      access_token: '999:faux-jeton',
    });
    expect((await connect(refusedBot)).statusCode).toBe(422);
    expect(await auditTrail(db, workspaceId)).toEqual([]);

    const id = await buildChatbot(testServer(), workspaceId, {
      bot_name: 'Téranga Telegram',
      type: 'telegram',
      access_token: BOT_TOKEN,
    });
    const connected = await connect(id);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(await auditTrail(db, workspaceId)).toEqual([
      {
        type: 'number.linked',
        actorId: user.id,
        actorName: 'Awa Diop',
        subject: '@griot_fake_bot',
        details: { action: 'connected', channel: 'telegram', chatbot: 'Téranga Telegram', chatbot_id: id },
      },
    ]);
  });
});
