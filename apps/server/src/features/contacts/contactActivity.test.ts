import { endUsers } from '@griot/db/schema/endUsers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { contactsWorld, csv, postContacts } from './test/contactsTestKit';

const testServer = useTestServer();

const AWA_WROTE = new Date(Date.now() - 3_600_000);
const MOUSSA_WROTE = new Date(Date.now() - 2 * 86_400_000);

/**
 * Two customers who wrote (Awa an hour ago, Moussa two days ago), then an import of Awa's number
 * and two new ones: Awa is merged, the two others are created.
 */
async function importedWorld(server: TestServer) {
  const { owner, chatbotId } = await contactsWorld(server);
  const wrote = (externalId: string, fullName: string, at: Date) => ({
    chatbotId,
    channel: 'whatsapp' as const,
    externalId,
    fullName,
    phone: `+${externalId}`,
    interactionCount: 3,
    lastActivityAt: at,
  });
  await server.db
    .insert(endUsers)
    .values([
      wrote('221771234567', 'Awa Diop', AWA_WROTE),
      wrote('221770000002', 'Moussa Sow', MOUSSA_WROTE),
    ]);
  const file = [
    'Nom;Téléphone',
    'Awa Diop;77 123 45 67',
    'Fatou Ndiaye;77 555 00 01',
    'Ibrahima Ba;78 555 00 02',
  ];
  const imported = await postContacts(
    server,
    owner.auth,
    `/chatbots/${chatbotId}/contacts/import`,
    csv(file.join('\r\n')),
    {
      mapping: JSON.stringify({ Nom: 'full_name', Téléphone: 'phone' }),
      defaultCountry: 'SN',
    },
  );
  expect(imported.statusCode, imported.body).toBe(200);
  return { server, owner, chatbotId };
}

type ListAnswer = {
  users: Array<{ user_full_name: string; created_at: string | null; is_active: boolean }>;
  pagination: { next: string | null };
};

async function list(server: TestServer, auth: { authorization: string }, query: string): Promise<ListAnswer> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/get/strong/users?${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('imported contacts and the last activity', () => {
  it('leaves a new contact without activity and an existing one with its own; the list shows the active first', async () => {
    const { server, owner, chatbotId } = await importedWorld(testServer());
    const { rows } = await server.db.execute<{ external_id: string; last_activity_at: string | null }>(sql`
      SELECT external_id, last_activity_at FROM end_users WHERE chatbot_id = ${chatbotId} ORDER BY external_id`);
    expect(
      Object.fromEntries(
        rows.map((row) => [
          row.external_id,
          row.last_activity_at === null ? null : new Date(row.last_activity_at).toISOString(),
        ]),
      ),
    ).toEqual({
      '221770000002': MOUSSA_WROTE.toISOString(),
      '221771234567': AWA_WROTE.toISOString(),
      '221775550001': null,
      '221785550002': null,
    });

    const page = await list(server, owner.auth, `idbotget=${chatbotId}&limit=10`);
    // Those who never wrote come after the others, by id (a fixed order), with no date, not active.
    const neverActive = await server.db.execute<{ full_name: string }>(sql`
      SELECT full_name FROM end_users WHERE chatbot_id = ${chatbotId} AND last_activity_at IS NULL ORDER BY id`);
    expect(page.users.map((user) => [user.user_full_name, user.created_at, user.is_active])).toEqual([
      ['Awa Diop', AWA_WROTE.toISOString(), true],
      ['Moussa Sow', MOUSSA_WROTE.toISOString(), true],
      ...neverActive.rows.map((row) => [row.full_name, null, false]),
    ]);
    expect(neverActive.rows).toHaveLength(2);

    // Read one row at a time by positions: the same order, across the active / never-active border.
    const names: string[] = [];
    let after: string | null = null;
    for (let read = 0; read < 6; read += 1) {
      const chunk: ListAnswer = await list(
        server,
        owner.auth,
        `idbotget=${chatbotId}&limit=1${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      names.push(...chunk.users.map((user) => user.user_full_name));
      after = chunk.pagination.next;
      if (!after) break;
    }
    expect(names).toEqual(page.users.map((user) => user.user_full_name));
  });

  it('shows no activity on the end-user page, an empty cell in the CSV, and no discussion on the home or conversation list', async () => {
    const { server, owner, chatbotId } = await importedWorld(testServer());
    const get = (url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: owner.auth });
    const { rows } = await server.db.execute<{ id: string }>(
      sql`SELECT id FROM end_users WHERE chatbot_id = ${chatbotId} AND external_id = '221775550001'`,
    );
    const fatou = await get(`/strong/end-user/${rows[0]?.id}`);
    expect(fatou.statusCode, fatou.body).toBe(200);
    expect(fatou.json().user).toMatchObject({ name: 'Fatou Ndiaye', last_activity_at: null });

    const file = await get(`/chatbots/${chatbotId}/subscribers.csv`);
    expect(file.statusCode, file.body).toBe(200);
    const lines = file.body.split('\r\n');
    const column = lines[0]?.split(';').indexOf('Dernière activité') ?? -1;
    expect(column).toBeGreaterThan(0);
    const lastActivity = (name: string) =>
      lines.find((line) => line.startsWith(`${name};`))?.split(';')[column];
    expect(lastActivity('Fatou Ndiaye')).toBe('');
    expect(lastActivity('Awa Diop')).toBe(AWA_WROTE.toISOString());

    const home = await get('/get/stats');
    expect(home.statusCode, home.body).toBe(200);
    expect(
      (home.json().stats.fourLastDiscussions as Array<{ user_full_name: string }>).map(
        (row) => row.user_full_name,
      ),
    ).toEqual(['Awa Diop', 'Moussa Sow']);

    const conversations = await get(`/strong/chat/${chatbotId}/conversations`);
    expect(conversations.statusCode, conversations.body).toBe(200);
    expect(
      (conversations.json().conversations as Array<{ name: string }>).map(
        (conversation) => conversation.name,
      ),
    ).toEqual(['Awa Diop', 'Moussa Sow']);
  });
});
