import { inflateRawSync } from 'node:zlib';
import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { ACCOUNT_EXPORT_LIMIT } from './registerAccountExport';

/** GET /account/export streamed: the same archive, one export at a time per account, a few an hour. */
const testServer = useTestServer();

/** A ZIP's files by name, read from its central directory and inflated. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    expect(zip.readUInt32LE(entry)).toBe(0x02014b50);
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const size = zip.readUInt32LE(entry + 24);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.subarray(entry + 46, entry + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const content = method === 8 ? inflateRawSync(data) : data;
    expect(content.length, name).toBe(size);
    files.set(name, content.toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** An account with two chatbots, end-users (some created at the same instant) and their messages. */
async function accountWithData(endUsersPerBot: number) {
  const server = testServer();
  const owner = await buildAccount(server);
  const bots = [
    await buildChatbot(server, owner.workspaceId, { bot_name: 'Boutique Téranga' }),
    await buildChatbot(server, owner.workspaceId, { bot_name: 'Pagnes de Thiès' }),
  ];
  for (const chatbotId of bots) {
    await server.db.execute(sql`
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, created_at)
      SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'), 'Client « ' || n || ' »',
             CASE WHEN n % 4 = 0 THEN '2026-11-20T10:00:00.123456Z'::timestamptz
                  ELSE now() - make_interval(secs => n) END
      FROM generate_series(1, ${endUsersPerBot}) AS n`);
    await server.db.execute(sql`
      INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
      SELECT e.chatbot_id, e.id, 'in', 'text', jsonb_build_object('text', 'Bonjour ' || e.full_name), 'received'
      FROM end_users e CROSS JOIN generate_series(1, 2) WHERE e.chatbot_id = ${chatbotId}`);
  }
  return { server, owner, bots };
}

const exportOf = (auth: { authorization: string }) =>
  testServer().app.inject({ method: 'GET', url: '/api/account/export', headers: auth });

describe('GET /account/export, streamed', () => {
  it('is a valid ZIP of the same files and contents as the archive built whole', async () => {
    const { server, owner, bots } = await accountWithData(2_500);
    const response = await exportOf(owner.auth);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^inline; filename="griot-export-\d{4}-\d{2}-\d{2}\.zip"; filename\*=utf-8''griot-export-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const files = unzip(response.rawPayload);
    const names = ['compte.json'];
    const ordered = await server.db
      .select({ id: chatbots.id })
      .from(chatbots)
      .where(eq(chatbots.workspaceId, owner.workspaceId))
      .orderBy(asc(chatbots.createdAt));
    expect(ordered.map((bot) => bot.id).sort()).toEqual([...bots].sort());
    for (const { id } of ordered)
      names.push(
        `chatbots/${id}/chatbot.json`,
        `chatbots/${id}/blocs.json`,
        `chatbots/${id}/modeles-diffusion.json`,
        `chatbots/${id}/utilisateurs.json`,
        `chatbots/${id}/messages.ndjson`,
      );
    expect([...files.keys()]).toEqual([...names, 'LISEZMOI.txt']);
    for (const chatbotId of bots) {
      // What the export wrote when it built each file whole: drizzle's rows, as JSON.
      const people = await server.db
        .select()
        .from(endUsers)
        .where(eq(endUsers.chatbotId, chatbotId))
        .orderBy(asc(endUsers.createdAt), asc(endUsers.id));
      expect(files.get(`chatbots/${chatbotId}/utilisateurs.json`)).toBe(
        `${JSON.stringify(people, null, 2)}\n`,
      );
      const said = await server.db
        .select()
        .from(messages)
        .where(eq(messages.chatbotId, chatbotId))
        .orderBy(asc(messages.seq));
      expect(said).toHaveLength(5_000);
      expect(files.get(`chatbots/${chatbotId}/messages.ndjson`)).toBe(
        said.map((message) => `${JSON.stringify(message)}\n`).join(''),
      );
    }
    // The list of files gives each one's size, as written (in French, the request's language: 1 234 567).
    const readme = files.get('LISEZMOI.txt') ?? '';
    const bytes = (name: string) =>
      new Intl.NumberFormat('fr-FR').format(Buffer.byteLength(files.get(name) ?? ''));
    for (const name of names) expect(readme).toContain(`- ${name} (${bytes(name)} octets) : `);
    expect(JSON.parse(files.get('compte.json') ?? '{}').account.email).toBe(owner.user.email);
    expect([...files.values()].join('\n')).not.toMatch(/passwordHash|accessTokenEncrypted|tokenHash/);
  });

  it('an account without chatbots exports its account alone', async () => {
    const { user, auth } = await buildAccount(testServer());
    const files = unzip((await exportOf(auth)).rawPayload);
    expect([...files.keys()]).toEqual(['compte.json', 'LISEZMOI.txt']);
    expect(files.get('compte.json')).toContain(user.email);
  });

  it('runs one export at a time per account (any process): a second one answers 429 in French', async () => {
    const { server, owner } = await accountWithData(10);
    // The lock an export holds while it runs, here held as another process's export would.
    const other = await server.pool.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('griot-account-export'), hashtext($1))`, [
        owner.user.id,
      ]);
      const refused = await exportOf(owner.auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Un export de vos données est déjà en cours : attendez qu’il se termine avant d’en demander un autre.',
      );
      // Another account exports meanwhile.
      const stranger = await buildAccount(server);
      expect((await exportOf(stranger.auth)).statusCode).toBe(200);
    } finally {
      await other.query(`SELECT pg_advisory_unlock_all()`);
      other.release();
    }
    expect((await exportOf(owner.auth)).statusCode).toBe(200);
  });

  it(`allows ${ACCOUNT_EXPORT_LIMIT.limit} exports an hour, then answers 429 in French`, async () => {
    const { auth } = await buildAccount(testServer());
    for (let index = 0; index < ACCOUNT_EXPORT_LIMIT.limit; index += 1)
      expect((await exportOf(auth)).statusCode).toBe(200);
    const refused = await exportOf(auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Vous avez demandé plusieurs exports de vos données en peu de temps : réessayez dans \d+ minutes?\.$/,
    );
  });

  it('answers 401 without a session, as every call does', async () => {
    const response = await testServer().app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session expirée, veuillez vous reconnecter');
  });
});
