import { type FlowElementInput, flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { signBody } from '@griot/fakes/signBody';
import { and, eq, sql } from 'drizzle-orm';
import { encryptSecret } from '../lib/secretBox';
import type { TestServer } from './buildTestServer';
import { buildChatbot, buildUser } from './factories';

export const PHONE_NUMBER_ID = '106540352242922';
export const ACCESS_TOKEN = 'EAAG-test-token';

/** A WhatsApp chatbot of a new account, with a phone_number_id, a token and this welcome flow. */
export async function buildWhatsAppBot(
  server: TestServer,
  welcome: FlowElementInput[],
  variables: { id: string; slug: string; type: string }[] = [],
): Promise<{ chatbotId: string; ownerId: string }> {
  const { user } = await buildUser(server.db);
  const chatbotId = await buildChatbot(server, user.id, {
    type: 'whatsapp',
    phone_number_id: PHONE_NUMBER_ID,
  });
  await server.db
    .update(chatbots)
    .set({ accessTokenEncrypted: encryptSecret(server.config.secretKey, ACCESS_TOKEN), variables })
    .where(eq(chatbots.id, chatbotId));
  await server.db
    .update(blocks)
    .set({ flow: flowSchema.parse(welcome) })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  server.runtime.chatbots.forget(chatbotId);
  return { chatbotId, ownerId: user.id };
}

/** POSTs a webhook body to the chatbot's pipeline, signed with the test app secret unless told otherwise. */
export async function postWhatsAppWebhook(
  server: TestServer,
  chatbotId: string,
  body: unknown,
  options: { signature?: string; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const secret = server.config.runtime.whatsappAppSecret ?? '';
  return server.app.inject({
    method: 'POST',
    url: `/api/pipeline/whatsapp/${chatbotId}`,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': options.signature ?? signBody(raw, secret),
    },
    payload: raw,
  });
}

/** Polls until `check` returns something truthy (the runtime works in the background). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 8000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Rows of a table for one chatbot, for "nothing stored" checks. */
export async function countRows(
  server: TestServer,
  table: 'inbox' | 'messages' | 'end_users',
  chatbotId: string,
) {
  const result = await server.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE chatbot_id = ${chatbotId}`,
  );
  return result.rows[0]?.n ?? 0;
}
