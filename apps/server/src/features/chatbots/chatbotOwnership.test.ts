import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';

const testServer = useTestServer();

/** Everything stored about a chatbot, to prove a refused call changed nothing. */
async function snapshot(id: string) {
  const [chatbot] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, id));
  const rows = await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, id));
  return {
    chatbot,
    blocks: rows.sort((a, b) => a.idblock.localeCompare(b.idblock)),
    total: (await testServer().db.select().from(chatbots)).length,
  };
}

describe('ownership: another account gets 404 on every chatbot call, and nothing changes', () => {
  it('covers the whole matrix', async () => {
    const owner = await buildAccount(testServer());
    const intruder = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), owner.workspaceId, {
      bot_name: 'Privé',
      access_token: 'EAAGprive0000',
    });
    const before = await snapshot(id);
    const avatarBody = await multipart({ chatbot_id: id, avatar: fileOf(tinyPng(), 'a.png', 'image/png') });

    const attempts = [
      { method: 'GET', url: `/api/get/strong/chatbot/${id}` },
      { method: 'GET', url: `/api/strong/get/chatbot/${id}` },
      { method: 'GET', url: `/api/get/chatbot/${id}` },
      { method: 'GET', url: `/api/strong/chatbot/${id}/access-token` },
      { method: 'GET', url: `/api/get/stats?idbotget=${id}` },
      {
        method: 'PUT',
        url: `/api/update/strong/chatbot/${id}`,
        payload: { bot_name: 'Volé', access_token: 'EAAGpirate' },
      },
      { method: 'PUT', url: `/api/update/ease/chatbot/${id}`, payload: { bot_name: 'Volé' } },
      { method: 'POST', url: `/api/strong/clonefinal/chatbot/${id}`, payload: { namebotnew: 'Copie volée' } },
      { method: 'DELETE', url: `/api/delete/strong/chatbot/${id}`, payload: { confirm: 'SUPPRIMER' } },
      {
        method: 'POST',
        url: '/api/upload/chatbot/avatar',
        payload: avatarBody.payload,
        headers: avatarBody.headers,
      },
    ] as const;

    for (const attempt of attempts) {
      const response = await testServer().app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: { ...intruder.auth, ...('headers' in attempt ? attempt.headers : {}) },
        payload: 'payload' in attempt ? attempt.payload : undefined,
      });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().message, `${attempt.method} ${attempt.url}`).toBe('Chatbot introuvable');
      expect(response.body).not.toContain('EAAGprive0000');
    }
    expect(await snapshot(id)).toEqual(before);
    const list = await testServer().app.inject({
      method: 'GET',
      url: '/api/get/list/chatbots',
      headers: intruder.auth,
    });
    expect(list.json().chatbots).toEqual([]);
  });

  it('answers an unknown or malformed id like a foreign one', async () => {
    const { auth } = await buildAccount(testServer());
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await testServer().app.inject({
        method: 'GET',
        url: `/api/get/strong/chatbot/${id}`,
        headers: auth,
      });
      expect(response.statusCode === 404 || response.statusCode === 400).toBe(true);
      expect(response.json().message).toBe('Chatbot introuvable');
    }
  });
});
