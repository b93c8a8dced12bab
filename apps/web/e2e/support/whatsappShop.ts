import { type APIRequestContext, expect } from '@playwright/test';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../../packages/db/src/embeddedPostgres';
import type { WhatsAppFake } from '../../../../packages/fakes/src/whatsAppFake';
import type { GriotServer } from './griotServer';

type Auth = { authorization: string };
type WhatsAppNumber = { phoneNumberId: string; accessToken: string };

/** An active WhatsApp chatbot 'Boutique Téranga' on the fake's number. Its id. */
export async function createWhatsAppChatbot(
  api: APIRequestContext,
  auth: Auth,
  number: WhatsAppNumber,
): Promise<string> {
  const created = await api.post('/api/create/strong/chatbot', {
    headers: auth,
    multipart: {
      data: JSON.stringify({
        bot_name: 'Boutique Téranga',
        type: 'whatsapp',
        status: 'active',
        phone_number_id: number.phoneNumberId,
        access_token: number.accessToken,
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).chatbot_id;
}

/**
 * The WhatsApp shop of the broadcast and campaign specs: 'Boutique Téranga' on the fake's number,
 * with the variable 'Ville' (city) declared and the fake's WABA id set (the approved templates are
 * read from it). Its id.
 */
export async function createWhatsAppShop(
  api: APIRequestContext,
  griot: GriotServer,
  auth: Auth,
  number: WhatsAppNumber,
): Promise<string> {
  const chatbotId = await createWhatsAppChatbot(api, auth, number);
  const declared = await api.post(`/api/strong/update/variable/declaration/${chatbotId}`, {
    headers: auth,
    data: { variables: [{ id: 'city', slug: 'Ville', type: 'text' }] },
  });
  expect(declared.status(), await declared.text()).toBe(200);
  await setWabaId(griot, chatbotId);
  return chatbotId;
}

/**
 * Customers write 'Bonjour' on WhatsApp through the fake (real webhooks, real end-users); once the
 * chatbot lists them all, each gets its name and city. The end-users as listed.
 */
export async function customersWrite(
  api: APIRequestContext,
  fake: WhatsAppFake,
  griot: GriotServer,
  auth: Auth,
  chatbotId: string,
  customers: Array<{ from: string; name: string; city: string }>,
): Promise<Array<{ iduser: string; usertel: string }>> {
  fake.webhookUrl = `${griot.baseURL}/api/pipeline/whatsapp/${chatbotId}`;
  for (const customer of customers)
    expect((await fake.pushText({ from: customer.from, name: customer.name, text: 'Bonjour' })).status).toBe(
      200,
    );
  let users: Array<{ iduser: string; usertel: string }> = [];
  await expect
    .poll(async () => {
      const listed = await (
        await api.get(`/api/get/strong/users?idbotget=${chatbotId}&limit=20`, { headers: auth })
      ).json();
      users = listed.users ?? [];
      return users.length;
    })
    .toBe(customers.length);
  for (const customer of customers) {
    const user = users.find((item) => item.usertel === customer.from);
    const edited = await api.put(`/api/strong/end-user/${user?.iduser}`, {
      headers: auth,
      data: { name: customer.name, email: '', variables: { city: customer.city } },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }
  return users;
}

/** The WABA id comes with a linked WhatsApp account; these specs set it on the chatbot directly. */
async function setWabaId(griot: GriotServer, chatbotId: string): Promise<void> {
  const postgres = await startEmbeddedPostgres({
    dataDir: griot.dataDir,
    log: () => {},
    attachToRunning: true,
  });
  const client = new pg.Client({ connectionString: postgres.connectionString('griot') });
  await client.connect();
  try {
    await client.query("UPDATE chatbots SET waba_id = '102290129340398' WHERE id = $1", [chatbotId]);
  } finally {
    await client.end();
  }
}
