import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq, sql } from 'drizzle-orm';
import { useTestServer } from '../../../test/buildTestServer';
import { loginAs } from '../../../test/factories';
import { loggedInMember } from '../../../test/matrixWorld';
import { useWhatsAppGraphFake } from '../../../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../../test/webhookKit';

/** The WhatsApp Business account id the test chatbots get (the fake lists its templates for any). */
export const WABA_ID = '102290129340398';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The inbox replies' tests: a test server whose WhatsApp sends go to a Graph fake, a WhatsApp
 * conversation (the customer wrote once and got the welcome; the chatbot has its WABA id), and
 * the API called as a member.
 */
export function useInboxReplyWorld() {
  const testServer = useTestServer();
  const fake = useWhatsAppGraphFake(
    testServer,
    { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN },
    (graph) => graph.reset(),
  );

  async function whatsAppConversation(from = '221770000001') {
    const server = testServer();
    const bot = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bienvenue chez nous' }]);
    await server.db.update(chatbots).set({ wabaId: WABA_ID }).where(eq(chatbots.id, bot.chatbotId));
    await server.db
      .update(blocks)
      .set({ flow: [{ type: 'text', message: 'Je n’ai pas compris', preview_url: false }] })
      .where(and(eq(blocks.chatbotId, bot.chatbotId), eq(blocks.category, 'default')));
    server.runtime.chatbots.forget(bot.chatbotId);
    await postWhatsAppWebhook(
      server,
      bot.chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text: 'Bonjour' }),
    );
    await eventually(async () => fake.sent.some((sent) => (sent.body as { to: string }).to === from));
    const [endUser] = (
      await server.db.execute<{ id: string }>(
        sql`SELECT id FROM end_users WHERE chatbot_id = ${bot.chatbotId} AND external_id = ${from}`,
      )
    ).rows;
    if (!endUser) throw new Error('no end-user');
    const auth = { authorization: `Bearer ${await loginAs(server.app, bot.owner.email)}` };
    return {
      server,
      auth,
      owner: bot.owner,
      chatbotId: bot.chatbotId,
      workspaceId: bot.workspaceId,
      from,
      endUserId: endUser.id,
    };
  }

  /** An agent of the workspace, logged in there. */
  const agentOf = (workspaceId: string) => loggedInMember(testServer(), workspaceId, 'agent');

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    testServer().app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  /** The conversation's messages, in order. */
  const messagesOf = async (endUserId: string) =>
    (
      await testServer().db.execute<{
        seq: number;
        direction: string;
        type: string;
        content: { element?: Record<string, unknown> };
        status: string;
        agent_id: string | null;
        external_id: string | null;
      }>(sql`SELECT seq, direction, type, content, status, agent_id, external_id FROM messages
             WHERE end_user_id = ${endUserId} ORDER BY seq`)
    ).rows;

  return { testServer, fake, whatsAppConversation, agentOf, call, messagesOf };
}
