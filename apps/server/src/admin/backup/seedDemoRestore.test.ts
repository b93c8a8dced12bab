import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../../lib/config';
import { createLocalFileStorage } from '../../lib/files/localFileStorage';
import { buildTestServer, type TestServer, testConfig } from '../../test/buildTestServer';
import { createTestDatabase, type TestDatabase } from '../../test/createTestDatabase';
import { buildUser, loginAs } from '../../test/factories';
import type { AdminServices } from '../openAdminServices';
import { DEMO_EMAIL, seedDemoCommand } from '../seedDemoCommand';
import { useSeedWorld } from '../test/seedWorld';
import type { ArchiveManifest } from './archiveManifest';
import { brokenForeignKeys, rowCounts } from './backupTestKit';
import { restoreArchive } from './restoreArchive';
import { writeBackup } from './writeBackup';

/**
 * The proof of issue 25's backups: the whole seed-demo (the cheapest full demo data is the command
 * itself, run once in this process on the test PostgreSQL), backed up while rows are being written
 * next to it, restored into a fresh empty database and data dir: every table's row count, every
 * foreign key, and the answers of the screens' real calls equal.
 */
const world = useSeedWorld('griot-backup-demo-');
let services: AdminServices;
let password = '';
let archive = '';
let manifest: ArchiveManifest;
let target: TestDatabase;
let targetDataDir = '';
let writes = 0;
const servers: TestServer[] = [];

beforeAll(async () => {
  const config = testConfig(world.dataDir, world.database.connectionString, {
    runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'demo-secret', workers: 2 },
  });
  services = { config, database: { ...world.database, close: async () => {} } };
  const output: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
  try {
    await seedDemoCommand([], services);
  } finally {
    spy.mockRestore();
  }
  password = /Mot de passe : (\S+)/.exec(output.join('\n'))?.[1] ?? '';
  archive = path.join(world.dataDir, 'griot.zip');
  target = await createTestDatabase({ empty: true });
  targetDataDir = fs.mkdtempSync(path.join(world.dataDir, 'restored-'));
}, 240_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await target?.drop();
});

/** Another account's customers writing in while the backup runs: an end-user, then their message. */
async function writeAlongside(stop: { now: boolean }): Promise<void> {
  const { db } = world.database;
  const { workspaceId } = await buildUser(db);
  const chatbot = await db.execute<{ id: string }>(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook)
    VALUES (${workspaceId}, 'Voisin', 'whatsapp', 'backup-alongside') RETURNING id`);
  const chatbotId = chatbot.rows[0]?.id;
  while (!stop.now) {
    await db.transaction(async (tx) => {
      const added = await tx.execute<{ id: string }>(sql`
        INSERT INTO end_users (chatbot_id, channel, external_id, full_name)
        VALUES (${chatbotId}, 'whatsapp', ${`22178${String(writes).padStart(7, '0')}`}, 'Client voisin') RETURNING id`);
      await tx.execute(sql`
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
        VALUES (${chatbotId}, ${added.rows[0]?.id}, 'in', 'text', '{"text":"Bonjour"}'::jsonb, 'received')`);
    });
    writes += 1;
  }
}

/**
 * An answer with its lists sorted: rows a query orders by a value they share (the home's last
 * discussions, seeded at one instant) come in the order PostgreSQL reads them, which a restore
 * (rows written anew) changes. The figures and the rows must be equal, not that order.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(canonical).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, canonical(inner)]));
  return value;
}

/** A server on a database (the runtime's workers off: the answers depend on the rows alone). */
async function serve(
  database: TestDatabase,
  dataDir: string,
): Promise<{ server: TestServer; auth: { authorization: string } }> {
  const server = await buildTestServer(
    { secretKey: services.config.secretKey, runtime: { ...loadRuntimeConfig({}), enabled: false } },
    {
      database: { ...database, drop: async () => {} },
      files: createLocalFileStorage(path.join(dataDir, 'files')),
    },
  );
  servers.push(server);
  return { server, auth: { authorization: `Bearer ${await loginAs(server.app, DEMO_EMAIL, password)}` } };
}

describe('backup → empty database → restore, on the seed-demo data', () => {
  it('gives back every row, every figure and every file, from a backup taken while rows were written', async () => {
    const stop = { now: false };
    const writer = writeAlongside(stop);
    while (writes < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const files = createLocalFileStorage(path.join(world.dataDir, 'files'));
    ({ manifest } = await writeBackup(
      { pool: world.database.pool, files, storage: undefined, secretKey: services.config.secretKey },
      archive,
      () => {},
    ));
    stop.now = true;
    await writer;
    const archived = Object.fromEntries(
      manifest.tables
        .filter((table) => table.name.startsWith('public.'))
        .map((table) => [table.name.slice(7), table.rows]),
    );
    expect(archived.messages).toBeGreaterThan(1_000);
    expect(manifest.store).toMatchObject({ kind: 'local', included: true });

    await restoreArchive(
      {
        pool: target.pool,
        files: createLocalFileStorage(path.join(targetDataDir, 'files')),
        filesWhere: 'le dossier restauré',
        dataDir: targetDataDir,
        secretKey: services.config.secretKey,
        secretKeyFromEnvironment: false,
      },
      archive,
      () => {},
    );
    const restored = await rowCounts(target.pool);
    expect(restored).toEqual(archived);
    // One snapshot: the rows written alongside are in it whole (an end-user with their message) or
    // not at all, so every foreign key holds; copies table by table would have broken some.
    expect(await brokenForeignKeys(target.pool)).toEqual([]);
    const source = await rowCounts(world.database.pool);
    const alongside = archived.end_users ?? 0;
    expect(source.end_users).toBeGreaterThanOrEqual(alongside);
    for (const table of Object.keys(source).filter(
      (name) => !/end_user|messages|activity|chatbot_activity/.test(name),
    ))
      expect({ table, rows: restored[table] }).toEqual({ table, rows: source[table] });

    const before = await serve(world.database, world.dataDir);
    const after = await serve(target, targetDataDir);
    const { rows: shops } = await world.database.db.execute<{
      id: string;
      avatar: string;
      usertel: string;
    }>(sql`
      SELECT c.id, c.avatar, (SELECT e.external_id FROM end_users e JOIN messages m ON m.end_user_id = e.id
        WHERE e.chatbot_id = c.id GROUP BY e.external_id ORDER BY count(*) DESC, e.external_id LIMIT 1) AS usertel
      FROM chatbots c WHERE c.bot_name = 'Boutique Téranga'`);
    const shop = shops[0];
    if (!shop) throw new Error('no demo shop');
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const calls = [
      '/api/get/stats',
      `/api/get/baddass/kpis/${shop.id}?months=6&days=30`,
      `/api/analytics/summary?from=${monthAgo}&to=${today}`,
      `/api/analytics/summary?from=${monthAgo}&to=${today}&chatbotId=${shop.id}`,
      `/api/get/strong/users?idbotget=${shop.id}&limit=50`,
      `/api/strong/chat/${shop.id}/conversations/${shop.usertel}`,
    ];
    for (const url of calls) {
      const [one, other] = await Promise.all(
        [before, after].map(({ server, auth }) => server.app.inject({ method: 'GET', url, headers: auth })),
      );
      expect({ url, status: one?.statusCode }).toEqual({ url, status: 200 });
      const body = (text: string) =>
        canonical(JSON.parse(text.replace(/"computed_at":"[^"]*"/g, '"computed_at":""')));
      expect({ url, body: body(other?.body ?? '') }).toEqual({ url, body: body(one?.body ?? '') });
    }
    const subscribers = JSON.parse(
      (await after.server.app.inject({ method: 'GET', url: calls[4] ?? '', headers: after.auth })).body,
    );
    expect(subscribers.pagination.total).toBeGreaterThan(10);
    expect(shop.avatar).toMatch(/^avatars\//);
    const [served, original] = await Promise.all([
      after.server.app.inject({ method: 'GET', url: `/api/public/${shop.avatar}` }),
      before.server.app.inject({ method: 'GET', url: `/api/public/${shop.avatar}` }),
    ]);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBeGreaterThan(100);
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
  }, 240_000);

  it('refuses to restore a second time into the restored database, and changes nothing', async () => {
    const before = await rowCounts(target.pool);
    const emptyDir = fs.mkdtempSync(path.join(world.dataDir, 'again-'));
    await expect(
      restoreArchive(
        {
          pool: target.pool,
          files: createLocalFileStorage(path.join(emptyDir, 'files')),
          filesWhere: 'un dossier vide',
          dataDir: emptyDir,
          secretKey: services.config.secretKey,
          secretKeyFromEnvironment: false,
        },
        archive,
        () => {},
      ),
    ).rejects.toThrow("la base de données n'est pas vide");
    expect(await rowCounts(target.pool)).toEqual(before);
  }, 60_000);
});
