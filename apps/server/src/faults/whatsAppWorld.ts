import type { Database } from '@griot/db/openDatabase';
import { signBody } from '@griot/fakes/signBody';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { buildUser } from '../test/factories';
import { PHONE_NUMBER_ID } from '../test/webhookKit';
import { callJson } from './serverProcess';

export const APP_SECRET = 'fault-app-secret';
export const ACCESS_TOKEN = 'EAAG-fault-token';

/**
 * An account and an active WhatsApp chatbot on a running server, made through its API: the welcome
 * block greets, every later message gets 'Reçu : <text>' from the default block, so each inbound
 * message has exactly one reply to look for.
 */
export async function setUpWhatsAppBot(
  base: string,
  db: Database,
): Promise<{ chatbotId: string; token: string }> {
  const { user, password } = await buildUser(db);
  const { token } = (await callJson(base, 'POST', '/verify/user', { email: user.email, password })) as {
    token: string;
  };
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      bot_name: 'Boutique Résiliente',
      type: 'whatsapp',
      status: 'active',
      phone_number_id: PHONE_NUMBER_ID,
      access_token: ACCESS_TOKEN,
    }),
  );
  const created = await fetch(`${base}/api/create/strong/chatbot`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!created.ok) throw new Error(`chatbot creation: ${created.status} ${await created.text()}`);
  const chatbotId = ((await created.json()) as { chatbot_id: string }).chatbot_id;
  const tree = (await callJson(base, 'GET', `/strong/get/chatbot/${chatbotId}/flow`, undefined, token)) as {
    flow: { mainblocks: Record<string, { idblock: string; type: string } | null> };
  };
  const save = async (block: { idblock: string; type: string } | null | undefined, message: string) => {
    if (!block) throw new Error('main block missing');
    await callJson(
      base,
      'POST',
      `/update/flow/${chatbotId}/${block.idblock}/${block.type}`,
      { flow: [{ type: 'text', message, preview_url: false }] },
      token,
    );
  };
  await save(tree.flow.mainblocks.welcome, 'Bienvenue {{first_name}}');
  await save(tree.flow.mainblocks.default, 'Reçu : {{last_input}}');
  return { chatbotId, token };
}

/**
 * Delivers one text as Meta does (signed, with its wamid); answers the HTTP status, or 0 when the
 * server did not answer (killed, down): Meta then delivers it again later.
 */
export async function deliverText(
  base: string,
  chatbotId: string,
  message: { from: string; text: string; wamid: string },
): Promise<number> {
  const raw = JSON.stringify(
    buildTextWebhook({
      phoneNumberId: PHONE_NUMBER_ID,
      from: message.from,
      name: 'Awa Diop',
      text: message.text,
      id: message.wamid,
    }),
  );
  try {
    const response = await fetch(`${base}/api/pipeline/whatsapp/${chatbotId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(raw, APP_SECRET) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The reply texts each end-user received, in the order Graph accepted them. */
export function repliesByEndUser(sent: Array<{ body: Record<string, unknown> }>): Map<string, string[]> {
  const byEndUser = new Map<string, string[]>();
  for (const message of sent) {
    const to = String(message.body.to);
    const text = (message.body.text as { body?: string } | undefined)?.body ?? '?';
    byEndUser.set(to, [...(byEndUser.get(to) ?? []), text]);
  }
  return byEndUser;
}
