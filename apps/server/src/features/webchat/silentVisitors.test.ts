import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { eventually } from '../../test/webhookKit';

const testServer = useTestServer();

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testServer().app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

/** A web chatbot of a new account that greets each visitor. */
async function webShop() {
  const server = testServer();
  const { auth, workspaceId } = await buildAccount(server);
  const chatbotId = await buildChatbot(server, workspaceId, {
    type: 'web',
    status: 'active',
    bot_name: 'Boutique en ligne',
  });
  await server.db
    .update(blocks)
    .set({ flow: [{ type: 'text', message: 'Bienvenue, que cherchez-vous ?', preview_url: true }] })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  server.runtime.chatbots.forget(chatbotId);
  return { auth, chatbotId };
}

describe('web-chat visitors', () => {
  it('become end-users when they write, not when they open the widget and are greeted', async () => {
    const { auth, chatbotId } = await webShop();
    const opened = await call('POST', `/webchat/${chatbotId}/session`, {}, {});
    expect(opened.statusCode, opened.body).toBe(200);
    const { visitor_id, token } = opened.json().session;
    const history = async () =>
      (await call('GET', `/webchat/${chatbotId}/messages?visitor_id=${visitor_id}&token=${token}`, {})).json()
        .messages as unknown[];
    await eventually(async () => (await history()).length === 1);

    const customers = async () => {
      const users = (await call('GET', '/get/strong/users?page=1&limit=50', auth)).json().users as unknown[];
      const { stats } = (await call('GET', '/get/stats', auth)).json();
      const [bot] = await testServer()
        .db.select({ endUserCount: chatbots.endUserCount })
        .from(chatbots)
        .where(eq(chatbots.id, chatbotId));
      // The dashboard's growth chart counts new end-users by month.
      const growth = await testServer().db.execute<{ n: number }>(
        sql`SELECT coalesce(sum(new_users), 0)::int AS n FROM chatbot_activity_months WHERE chatbot_id = ${chatbotId}`,
      );
      return {
        newUsers: growth.rows[0]?.n,
        users: users.length,
        userCount: stats.userCount,
        lastDiscussions: stats.fourLastDiscussions.length,
        botUsers: bot?.endUserCount,
      };
    };
    // Greeted, silent: nobody in subscribers, the home's figures or last discussions ('Sans nom … 0').
    expect(await customers()).toEqual({
      newUsers: 0,
      users: 0,
      userCount: 0,
      lastDiscussions: 0,
      botUsers: 0,
    });
    const listed = (await call('GET', `/strong/chat/${chatbotId}/conversations`, auth)).json();
    expect(listed.conversations).toEqual([]);

    const wrote = await call(
      'POST',
      `/webchat/${chatbotId}/messages`,
      {},
      { visitor_id, token, event: { type: 'text', text: 'Des boubous' } },
    );
    expect(wrote.statusCode).toBe(202);
    await eventually(async () => (await customers()).users === 1);
    expect(await customers()).toEqual({
      newUsers: 1,
      users: 1,
      userCount: 1,
      lastDiscussions: 1,
      botUsers: 1,
    });
  });
});
