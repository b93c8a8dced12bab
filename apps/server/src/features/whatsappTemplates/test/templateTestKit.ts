import { endUsers } from '@griot/db/schema/endUsers';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { sql } from 'drizzle-orm';
import { encryptSecret } from '../../../lib/secretBox';
import type { TestServer } from '../../../test/buildTestServer';
import { buildAccount } from '../../../test/factories';
import { ACCESS_TOKEN, buildWhatsAppBot } from '../../../test/webhookKit';

/** The fake's WABA (its template webhooks name it). */
export const WABA_ID = '102290129340398';
export type Auth = { authorization: string };

/**
 * A logged-in owner with a WhatsApp account of the fake's WABA, linked to a WhatsApp chatbot of
 * the same workspace (whose webhook receives the template reviews), and one customer to send to.
 */
export async function templateWorld(server: TestServer) {
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId}, waba_id = ${WABA_ID} WHERE id = ${chatbotId}`,
  );
  server.runtime.chatbots.forget(chatbotId);
  const [account] = await server.db
    .insert(whatsappAccounts)
    .values({
      workspaceId: owner.workspaceId,
      type: 'ecommerce',
      wabaId: WABA_ID,
      phoneNumberId: `9${Date.now()}`.slice(0, 15),
      displayPhoneNumber: '+221 77 000 00 00',
      verifiedName: 'Boutique Téranga',
      codeVerificationStatus: 'VERIFIED',
      businessTokenEncrypted: encryptSecret(server.config.secretKey, ACCESS_TOKEN),
    })
    .returning();
  if (!account) throw new Error('templateWorld: no account');
  const phone = `22177${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await server.db.insert(endUsers).values({
    chatbotId,
    channel: 'whatsapp',
    externalId: phone,
    fullName: 'Awa Diop',
    phone: `+${phone}`,
  });
  return { owner, chatbotId, accountId: account.id, phone };
}

export async function call(
  server: TestServer,
  auth: Auth,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A marketing template as the builder sends it: body with two variables and their examples. */
export function promoTemplate(overrides: Record<string, unknown> = {}) {
  return {
    name: `promo_noel_${Date.now() % 100_000}`,
    language: 'fr',
    category: 'MARKETING',
    parameter_format: 'POSITIONAL',
    header: { format: 'TEXT', text: 'Soldes de Noël' },
    body: {
      text: 'Bonjour {{1}}, profitez de -{{2}} % sur tous nos pagnes jusqu’à dimanche !',
      examples: { '1': 'Awa', '2': '20' },
    },
    footer: 'Répondez STOP pour ne plus recevoir nos offres',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Ça m’intéresse' },
      {
        type: 'URL',
        text: 'Voir la boutique',
        url: 'https://teranga.example.sn/promo/{{1}}',
        example: 'https://teranga.example.sn/promo/noel',
      },
      { type: 'PHONE_NUMBER', text: 'Appeler', phone_number: '+221 77 123 45 67' },
    ],
    ...overrides,
  };
}

/** The broadcast send of a promoTemplate() to one customer, its three placeholders filled. */
export async function sendPromoTemplate(
  server: TestServer,
  auth: Auth,
  target: { chatbotId: string; phone: string; title: string | undefined },
) {
  return call(server, auth, 'POST', '/strong/send/chatbot/broadcast', {
    idbot: target.chatbotId,
    phone: `+${target.phone}`,
    title: target.title,
    langage: 'fr',
    parameters: [
      { key: 'body.1', source: 'constant', value: 'Awa' },
      { key: 'body.2', source: 'constant', value: '30' },
      { key: 'button.1.1', source: 'constant', value: 'noel' },
    ],
  });
}
