import { type FlowElementInput, flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { generateIdblock } from '@griot/contract/flows/idblock';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { signBody } from '@griot/fakes/signBody';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../api/sessions';
import { encryptSecret } from '../lib/secretBox';
import type { TestServer } from './buildTestServer';
import { buildChatbot, buildUser } from './factories';

export const PHONE_NUMBER_ID = '106540352242922';
/** The Facebook Page of Messenger test chatbots (kept in their phone_number_id column). */
export const MESSENGER_PAGE_ID = '108000000000001';
export const ACCESS_TOKEN = 'EAAG-test-token';

/** A WhatsApp chatbot of a new account, with a phone_number_id, a token and this welcome flow. */
export async function buildWhatsAppBot(
  server: TestServer,
  welcome: FlowElementInput[],
  variables: { id: string; slug: string; type: string }[] = [],
): Promise<{ chatbotId: string; workspaceId: string; owner: UserRow }> {
  return buildBot(server, 'whatsapp', welcome, { variables });
}

/**
 * A chatbot of `type` for a new account, with this welcome flow and a stored access token (the
 * WhatsApp or Page token, the Telegram bot token); WhatsApp ones get PHONE_NUMBER_ID. Returns the
 * account's workspace (which owns the chatbot) and the account itself (its owner, to log in as).
 */
export async function buildBot(
  server: TestServer,
  type: 'whatsapp' | 'telegram' | 'messenger',
  welcome: FlowElementInput[],
  options: {
    accessToken?: string;
    appSecret?: string;
    variables?: { id: string; slug: string; type: string }[];
  } = {},
): Promise<{ chatbotId: string; workspaceId: string; owner: UserRow }> {
  const { user: owner, workspaceId } = await buildUser(server.db);
  const chatbotId = await buildChatbot(server, workspaceId, {
    type,
    ...(type === 'whatsapp' ? { phone_number_id: PHONE_NUMBER_ID } : {}),
    ...(type === 'messenger' ? { phone_number_id: MESSENGER_PAGE_ID } : {}),
  });
  const key = server.config.secretKey;
  await server.db
    .update(chatbots)
    .set({
      accessTokenEncrypted: encryptSecret(key, options.accessToken ?? ACCESS_TOKEN),
      ...(options.appSecret === undefined
        ? {}
        : { appSecretEncrypted: encryptSecret(key, options.appSecret) }),
      variables: options.variables ?? [],
    })
    .where(eq(chatbots.id, chatbotId));
  await server.db
    .update(blocks)
    .set({ flow: flowSchema.parse(welcome) })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
  server.runtime.chatbots.forget(chatbotId);
  return { chatbotId, workspaceId, owner };
}

/** The chatbot's default block says `message` (and nothing else), read afresh by the runtime. */
export async function setDefaultBlockText(server: TestServer, chatbotId: string, message: string) {
  await server.db
    .update(blocks)
    .set({ flow: [{ type: 'text', message, preview_url: false }] })
    .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'default')));
  server.runtime.chatbots.forget(chatbotId);
}

/**
 * A standard block of the chatbot with this flow (a button's target); returns its idblock, which
 * may be chosen beforehand (`generateIdblock`) so the welcome flow's buttons can point at it.
 */
export async function addBlock(
  server: TestServer,
  chatbotId: string,
  flow: FlowElementInput[],
  idblock = generateIdblock('bloc'),
): Promise<string> {
  await server.db.insert(blocks).values({
    chatbotId,
    idblock,
    blockname: idblock,
    type: 'standard',
    category: 'standard',
    flow: flowSchema.parse(flow),
  });
  server.runtime.chatbots.forget(chatbotId);
  return idblock;
}

/** POSTs a webhook body to the chatbot's webhook, signed with the test app secret unless told otherwise. */
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
