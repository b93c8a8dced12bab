import { blocks } from '@griot/db/schema/blocks';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { useTestServer } from '../../../test/buildTestServer';
import { loginAs } from '../../../test/factories';
import { useWhatsAppGraphFake } from '../../../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../../../test/webhookKit';

/** The shared test server listens once for the tests that need a real socket (streams). */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  const [bound] = app.addresses();
  if (bound && typeof bound !== 'string') return `http://127.0.0.1:${bound.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const welcome = [{ type: 'text' as const, message: 'Bienvenue chez nous' }];

/**
 * The conversation screen's tests: a test server whose WhatsApp sends go to a Graph fake, a way to
 * start a conversation (an end-user wrote once and got the welcome) and to call the API as its owner.
 */
export function useConversationWorld() {
  const testServer = useTestServer();
  const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

  /** A WhatsApp chatbot with one conversation (the end-user wrote once and got the welcome). */
  async function withConversation(from = '221771110000') {
    const server = testServer();
    const bot = await buildWhatsAppBot(server, welcome);
    // Input nothing waits for goes to the default block: give it something to say.
    await server.db
      .update(blocks)
      .set({ flow: [{ type: 'text', message: 'Je n’ai pas compris', preview_url: false }] })
      .where(and(eq(blocks.chatbotId, bot.chatbotId), eq(blocks.category, 'default')));
    server.runtime.chatbots.forget(bot.chatbotId);
    const auth = { authorization: `Bearer ${await loginAs(server.app, bot.owner.email)}` };
    await postWhatsAppWebhook(
      server,
      bot.chatbotId,
      buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, name: 'Awa Diop', text: 'Bonjour' }),
    );
    await eventually(async () => fake.sent.some((sent) => (sent.body as { to: string }).to === from));
    return { server, auth, chatbotId: bot.chatbotId, from };
  }

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    testServer().app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  return { testServer, fake, withConversation, call };
}
