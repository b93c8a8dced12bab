import { endUsers } from '@griot/db/schema/endUsers';
import { endUserVariables } from '@griot/db/schema/endUserVariables';
import type { WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/buildTestServer';
import { buildAccount } from '../../../test/factories';
import { buildWhatsAppBot, eventually } from '../../../test/webhookKit';

/** What the broadcast test files share: customers, the campaign calls, and the fake's template sends. */
export const everyone = JSON.stringify([
  { idvariable: 'first_name', comparison: '!=', value: '-', operator: null },
]);
export const promo = (firstName = { source: 'variable', value: 'first_name', fallback: 'cher client' }) => ({
  title: 'promo_tabaski',
  langage: 'fr',
  parameters: [
    { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
    { key: 'body.1', ...firstName },
    { key: 'body.2', source: 'constant', value: '20', fallback: '' },
  ],
});

/** A WhatsApp chatbot with a WABA of the fake, owned by a logged-in account, with `count` customers. */
export async function world(server: TestServer, count: number, names: string[] = []) {
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(
    server,
    [{ type: 'text', message: 'Bonjour' }],
    [{ id: 'city', slug: 'Ville', type: 'text' }],
  );
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId}, waba_id = '102290129340398' WHERE id = ${chatbotId}`,
  );
  server.runtime.chatbots.forget(chatbotId);
  const phones: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const wa =
      `22178${String(Date.now() % 1_000_000).padStart(6, '0')}${String(index).padStart(3, '0')}`.slice(0, 14);
    phones.push(wa);
    const [row] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: wa,
        fullName: names[index] ?? `Client ${index}`,
        phone: `+${wa}`,
      })
      .returning();
    if (row)
      await server.db
        .insert(endUserVariables)
        .values({ endUserId: row.id, chatbotId, name: 'city', valueText: index % 2 ? 'Thiès' : 'Dakar' });
  }
  return { owner, chatbotId, phones };
}

export async function start(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  body: object,
) {
  return server.app.inject({
    method: 'POST',
    url: `/api/strong/broadcast/campaigns/${chatbotId}`,
    headers: auth,
    payload: body,
  });
}

export async function report(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  campaignId: string,
) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function finished(
  server: TestServer,
  auth: { authorization: string },
  chatbotId: string,
  campaignId: string,
  timeoutMs = 10_000,
) {
  return eventually(async () => {
    const body = await report(server, auth, chatbotId, campaignId);
    return body.campaign.status === 'finished' ? body : undefined;
  }, timeoutMs);
}

export function sendsTo(fake: WhatsAppFake, phone: string) {
  return fake.sent.filter(
    (sent) => (sent.body as { to?: string; type?: string }).to === phone && sent.body.type === 'template',
  );
}
