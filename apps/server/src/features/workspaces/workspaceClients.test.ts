import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot, buildUser, loginAs } from '../../test/factories';

/** GET /workspaces/{id}/clients: a provider's clients with their figures of the month. */
const testServer = useTestServer();

async function call(method: 'GET' | 'POST', url: string, auth: { authorization: string }, payload?: object) {
  return testServer().app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(payload ? { payload } : {}),
  });
}

async function provider() {
  const server = testServer();
  const { user, workspaceId } = await buildUser(server.db, { userType: 'provider', company: 'Keur Digital' });
  const auth = { authorization: `Bearer ${await loginAs(server.app, user.email)}` };
  return { user, workspaceId, auth };
}

async function createClient(auth: { authorization: string }, name: string): Promise<string> {
  const created = await call('POST', '/workspaces', auth, { name, for_client: true });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().workspace.id;
}

/** Inserts end-users of a chatbot, each with messages at the given times. */
async function endUsersWithMessages(
  chatbotId: string,
  people: Array<{ channel: string; externalId: string; interactions: number; messagesAt: string[] }>,
) {
  const db = testServer().db;
  for (const person of people) {
    const [row] = (
      await db.execute<{ id: string }>(sql`
        INSERT INTO end_users (chatbot_id, channel, external_id, interaction_count)
        VALUES (${chatbotId}, ${person.channel}, ${person.externalId}, ${person.interactions}) RETURNING id`)
    ).rows;
    for (const [index, at] of person.messagesAt.entries())
      await db.execute(sql`
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at)
        VALUES (${chatbotId}, ${row?.id}, ${index % 2 === 0 ? 'in' : 'out'}, 'text', '{"text":"Bonjour"}',
                ${index % 2 === 0 ? 'received' : 'sent'}, ${at}::timestamptz)`);
  }
}

async function addNumber(workspaceId: string, phoneNumberId: string) {
  await testServer().db.execute(sql`
    INSERT INTO whatsapp_accounts (workspace_id, type, waba_id, phone_number_id, business_token_encrypted)
    VALUES (${workspaceId}, 'ecommerce', 'waba-1', ${phoneNumberId}, 'scellé')`);
}

function monthStart(offsetMonths = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1));
}

describe('GET /workspaces/{id}/clients', () => {
  it('lists each client with its owner once handed over, my role and exact figures of the month', async () => {
    const server = testServer();
    const { workspaceId, auth } = await provider();
    const awa = await createClient(auth, 'Boutique Awa');
    const pagnes = await createClient(auth, 'Pagnes de Thiès');

    // Boutique Awa is handed over: Awa Sarr owns it, the provider's person stays admin.
    const { user: client } = await buildUser(server.db, { firstname: 'Awa', lastname: 'Sarr' });
    await server.db.execute(sql`
      INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (${awa}, ${client.id}, 'owner')`);
    await server.db.execute(sql`
      UPDATE workspace_members SET role = 'admin'
      WHERE workspace_id = ${awa} AND user_id <> ${client.id}`);

    // Two chatbots: real end-users with messages this month (both ways) and last month; a
    // playground test conversation and a silent web visitor, who are not end-users.
    const first = await buildChatbot(server, awa, { bot_name: 'Awa Bot' });
    const second = await buildChatbot(server, awa, { bot_name: 'Awa Web' });
    const thisMonth = (minutes: number) => new Date(monthStart().getTime() + minutes * 60_000).toISOString();
    const lastMonth = new Date(monthStart().getTime() - 60_000).toISOString();
    await endUsersWithMessages(first, [
      {
        channel: 'whatsapp',
        externalId: '221770000001',
        interactions: 3,
        messagesAt: [thisMonth(1), thisMonth(2), thisMonth(3)],
      },
      {
        channel: 'whatsapp',
        externalId: '221770000002',
        interactions: 2,
        messagesAt: [lastMonth, thisMonth(4)],
      },
    ]);
    await endUsersWithMessages(second, [
      { channel: 'web', externalId: 'visiteur-1', interactions: 1, messagesAt: [thisMonth(5), thisMonth(6)] },
      { channel: 'web', externalId: 'test-simulateur', interactions: 4, messagesAt: [thisMonth(7)] },
      { channel: 'web', externalId: 'visiteur-muet', interactions: 0, messagesAt: [] },
    ]);
    await addNumber(awa, '106540352242922');
    await addNumber(awa, '');
    // Another provider's client and a workspace of the provider's person that is not a client.
    const other = await provider();
    const foreign = await createClient(other.auth, 'Client d’un autre');
    await buildChatbot(server, foreign);
    await call('POST', '/workspaces', auth, { name: 'Second espace', for_client: false });

    const response = await call('GET', `/workspaces/${workspaceId}/clients`, auth);
    expect(response.statusCode, response.body).toBe(200);
    const { clients } = response.json();
    expect(clients).toEqual([
      {
        id: awa,
        name: 'Boutique Awa',
        client_owner: 'Awa Sarr',
        my_role: 'admin',
        chatbots: 2,
        numbers: 1,
        end_users: 3,
        // 3 + 1 + 2 messages of real end-users and the test conversation's 1: every message of the
        // month, both ways; last month's is not counted.
        messages_this_month: 7,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        id: pagnes,
        name: 'Pagnes de Thiès',
        client_owner: null,
        my_role: 'owner',
        chatbots: 0,
        numbers: 0,
        end_users: 0,
        messages_this_month: 0,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    // Once the provider is no longer a member of a client's workspace, it still lists it, without a role.
    await server.db.execute(
      sql`DELETE FROM workspace_members WHERE workspace_id = ${awa} AND user_id <> ${client.id}`,
    );
    const after = (await call('GET', `/workspaces/${workspaceId}/clients`, auth)).json();
    expect(after.clients[0]).toMatchObject({ id: awa, my_role: null, client_owner: 'Awa Sarr', chatbots: 2 });
  });

  it('refuses a workspace that serves no clients (400), a client workspace (400), a stranger (404) and an editor (403)', async () => {
    const server = testServer();
    const personal = await buildAccount(server);
    const refused = await call('GET', `/workspaces/${personal.workspaceId}/clients`, personal.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Seul l'espace d'un tech provider a des clients");

    const { workspaceId, auth, user } = await provider();
    const client = await createClient(auth, 'Boutique Awa');
    expect((await call('GET', `/workspaces/${client}/clients`, auth)).statusCode).toBe(400);
    expect((await call('GET', `/workspaces/${workspaceId}/clients`, personal.auth)).statusCode).toBe(404);

    await server.db.execute(sql`
      INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (${workspaceId}, ${personal.user.id}, 'editor')`);
    const editor = await call('GET', `/workspaces/${workspaceId}/clients`, personal.auth);
    expect(editor.statusCode).toBe(403);
    // An admin of the provider's workspace, who signed up for themself, sees the clients too.
    await server.db.execute(sql`
      UPDATE workspace_members SET role = 'admin' WHERE workspace_id = ${workspaceId} AND user_id = ${personal.user.id}`);
    const admin = await call('GET', `/workspaces/${workspaceId}/clients`, personal.auth);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().clients).toMatchObject([{ id: client, my_role: null, client_owner: null }]);
    expect(user.userType).toBe('provider');
  });
});
