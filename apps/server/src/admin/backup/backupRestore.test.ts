import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../lib/files/localFileStorage';
import { createTestDatabase, type TestDatabase } from '../../test/createTestDatabase';
import { buildUser } from '../../test/factories';
import { type ArchiveManifest, secretKeyFingerprint } from './archiveManifest';
import { rewriteArchive, rowCounts } from './backupTestKit';
import { type RestoreTarget, restoreArchive } from './restoreArchive';
import { writeBackup } from './writeBackup';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-backup-test-'));
const archive = path.join(work, 'griot.zip');
const secretKey = randomBytes(32);
const avatar = 'avatars/0c4d2b11-5c1b-4a4e-9a57-1f6f0c4d2b11.png';
const avatarBytes = randomBytes(50_000);
const quote = 'media/documents/6e7d9a1b-3d5e-4f1a-8c2b-6e7d9a1b2c3d/Devis mai é.pdf';
let source: TestDatabase;
let sourceCounts: Record<string, number>;
let manifest: ArchiveManifest;
const targets: TestDatabase[] = [];

/** An empty database and data dir to restore into; the key is the one `loadConfig` made there. */
async function emptyTarget(options: { key?: Buffer; keyFromEnvironment?: boolean } = {}) {
  const database = await createTestDatabase({ empty: true });
  targets.push(database);
  const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
  const key = options.key ?? randomBytes(32);
  fs.writeFileSync(path.join(dataDir, 'secret.key'), `${key.toString('hex')}\n`);
  const files = createLocalFileStorage(path.join(dataDir, 'files'));
  const target: RestoreTarget = {
    pool: database.pool,
    files,
    filesWhere: 'le dossier des fichiers',
    dataDir,
    secretKey: key,
    secretKeyFromEnvironment: options.keyFromEnvironment ?? false,
  };
  return { database, dataDir, files, target };
}

async function indexes(database: TestDatabase): Promise<string[]> {
  const { rows } = await database.pool.query<{ definition: string }>(
    "SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
  );
  return rows.map((row) => row.definition);
}

async function publicTables(database: TestDatabase): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  source = await createTestDatabase();
  const { db } = source;
  const { workspaceId } = await buildUser(db);
  const chatbot = await db.execute<{ id: string }>(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook, avatar)
    VALUES (${workspaceId}, 'Boutique', 'whatsapp', 'backup-test', ${avatar}) RETURNING id`);
  const chatbotId = chatbot.rows[0]?.id;
  // Rows the triggers derive from (the audience counters, the activity backlog): loaded as they
  // were, never derived a second time.
  await db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
    SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'), 'Client ' || n, '+22177' || lpad(n::text, 7, '0')
    FROM generate_series(1, 300) AS n`);
  await db.execute(sql`
    INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
    SELECT chatbot_id, id, 'in', 'text', '{"text":"Bonjour\\ttout le monde\\n"}'::jsonb, 'received' FROM end_users`);
  const files = createLocalFileStorage(path.join(work, 'source-files'));
  await files.save(avatar, avatarBytes);
  await files.save(quote, Buffer.from('%PDF-1.4 devis'));
  sourceCounts = await rowCounts(source.pool);
  ({ manifest } = await writeBackup(
    { pool: source.pool, files, storage: undefined, secretKey },
    archive,
    () => {},
  ));
});

afterAll(async () => {
  await source.drop();
  for (const database of targets) await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes a manifest of the snapshot: migrations, row counts, the files and the key', () => {
    expect(manifest.migrations.count).toBeGreaterThan(30);
    expect(manifest.migrations.lastTag).toMatch(/^\d{4}_/);
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables['public.end_users']).toBe(300);
    expect(tables['public.messages']).toBe(300);
    expect(tables['drizzle.__drizzle_migrations']).toBe(manifest.migrations.count);
    expect(manifest.store).toEqual({
      kind: 'local',
      included: true,
      files: 2,
      bytes: avatarBytes.length + 14,
    });
    expect(manifest.secretKeyFingerprint).toBe(secretKeyFingerprint(secretKey));
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('restores every row, the files and the key into an empty database and data dir', async () => {
    const { database, dataDir, files, target } = await emptyTarget();
    const summary = await restoreArchive(target, archive, () => {});
    expect(summary).toMatchObject({ files: 2, keyRestored: true });
    expect(await rowCounts(database.pool)).toEqual(sourceCounts);
    // The indexes dropped for the load are built again, as they were defined.
    expect(await indexes(database)).toEqual(await indexes(source));
    expect((await files.read(avatar)).equals(avatarBytes)).toBe(true);
    expect((await files.read(quote)).toString()).toBe('%PDF-1.4 devis');
    expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()).toBe(secretKey.toString('hex'));
    // The sequences go on after the restored rows: a new message takes the next seq.
    const { rows } = await database.pool.query<{ seq: number; max: number }>(`
      WITH added AS (
        INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
        SELECT chatbot_id, end_user_id, 'in', 'text', '{}'::jsonb, 'received' FROM messages LIMIT 1 RETURNING seq)
      SELECT (SELECT seq FROM added) AS seq, (SELECT max(seq) FROM messages) AS max`);
    expect(rows[0]?.seq).toBe((rows[0]?.max ?? 0) + 1);
    expect(rows[0]?.seq).toBeGreaterThan(300);

    // Again into that database (a new, empty data dir): refused, nothing changed.
    const again = await emptyTarget();
    await expect(restoreArchive({ ...again.target, pool: database.pool }, archive, () => {})).rejects.toThrow(
      /Restauration refusée : la base de données n'est pas vide \(\d+ tables ont des lignes : .*\)\. .*Rien n'a été modifié\./,
    );
    // The restored triggers work again: the new message went to the activity backlog too.
    expect(await rowCounts(database.pool)).toEqual({
      ...sourceCounts,
      messages: 301,
      activity_backlog: (sourceCounts.activity_backlog ?? 0) + 1,
    });
    expect(fs.existsSync(path.join(again.dataDir, 'files'))).toBe(false);
  }, 60_000);

  it('refuses an archive cut short, and leaves the database without even the schema', async () => {
    const cut = path.join(work, 'cut.zip');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size * 0.7)));
    const { database, target } = await emptyTarget();
    await expect(restoreArchive(target, cut, () => {})).rejects.toThrow(
      /Restauration refusée : l'archive .* est illisible ou incomplète/,
    );
    expect(await publicTables(database)).toBe(0);
  });

  it('rolls the whole restore back when its last file is damaged: no schema, no row, no file, the key kept', async () => {
    const damaged = path.join(work, 'damaged.zip');
    await rewriteArchive(archive, damaged, (name, bytes) =>
      name === `files/${quote}` ? Buffer.from('%PDF-1.4 faux!') : bytes,
    );
    const key = randomBytes(32);
    const { database, dataDir, files, target } = await emptyTarget({ key });
    const lines: string[] = [];
    await expect(restoreArchive(target, damaged, (line) => lines.push(line))).rejects.toThrow(
      `l'archive est abîmée : le fichier ${quote} n'a pas le contenu sauvegardé.`,
    );
    // The tables were loaded before the files: the transaction had them, then rolled back.
    expect(lines.join('\n')).toMatch(/Base chargée : [\d\s]+ lignes/);
    expect(await publicTables(database)).toBe(0);
    const left: string[] = [];
    for await (const file of files.list()) left.push(file.key);
    expect(left).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()).toBe(key.toString('hex'));
    // Fixed, the same archive restores into the same database.
    await expect(restoreArchive(target, archive, () => {})).resolves.toMatchObject({ files: 2 });
  }, 60_000);

  it('refuses a damaged table, an archive from a newer Griot and another SECRET_KEY', async () => {
    const { database, target } = await emptyTarget();
    const damagedTable = path.join(work, 'table.zip');
    await rewriteArchive(archive, damagedTable, (name, bytes) =>
      name === 'database/public.end_users.copy'
        ? Buffer.from(bytes.toString().replace('Client 7', 'Client 8'))
        : bytes,
    );
    await expect(restoreArchive(target, damagedTable, () => {})).rejects.toThrow(
      "l'archive est abîmée : les données de public.end_users ne sont pas celles que le manifeste décrit",
    );
    const newer = path.join(work, 'newer.zip');
    await rewriteArchive(archive, newer, (name, bytes) => {
      if (name !== 'manifest.json') return bytes;
      const edited = JSON.parse(bytes.toString()) as ArchiveManifest;
      edited.migrations = {
        count: edited.migrations.count + 1,
        lastTag: '0999_futur',
        lastHash: 'f'.repeat(64),
      };
      return Buffer.from(JSON.stringify(edited));
    });
    await expect(restoreArchive(target, newer, () => {})).rejects.toThrow(
      /l'archive vient de Griot .* dont la base a \d+ migrations \(la dernière : 0999_futur\)/,
    );
    const elsewhere = await emptyTarget({ keyFromEnvironment: true });
    await expect(restoreArchive(elsewhere.target, archive, () => {})).rejects.toThrow(
      "SECRET_KEY n'est pas la clé de l'archive",
    );
    expect(await publicTables(database)).toBe(0);
    expect(await publicTables(elsewhere.database)).toBe(0);
  }, 60_000);

  it('names the S3 store instead of copying its files, and restores the database beside a store that has them', async () => {
    const s3Archive = path.join(work, 's3.zip');
    const storage = {
      bucket: 'griot-prod',
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      accessKeyId: 'SCWXXXX',
      secretAccessKey: 'ne-doit-pas-apparaitre',
      forcePathStyle: false,
      signedUrls: false,
      signedUrlSeconds: 3600,
    };
    const files = createLocalFileStorage(path.join(work, 'source-files'));
    const { manifest: named } = await writeBackup(
      { pool: source.pool, files, storage, secretKey },
      s3Archive,
      () => {},
    );
    expect(named.store).toMatchObject({
      kind: 's3',
      included: false,
      bucket: 'griot-prod',
      endpoint: storage.endpoint,
    });
    const bytes = fs.readFileSync(s3Archive);
    expect(bytes.includes('ne-doit-pas-apparaitre')).toBe(false);
    expect(bytes.includes(`files/${avatar}`)).toBe(false);
    // The bucket keeps its files: a restore leaves them, and does not ask for an empty store.
    const { database, files: store, target } = await emptyTarget();
    await store.save(avatar, avatarBytes);
    await expect(restoreArchive(target, s3Archive, () => {})).resolves.toMatchObject({ files: 0 });
    expect(await rowCounts(database.pool)).toEqual(sourceCounts);
  }, 60_000);
});
