import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../lib/files/fileStorage';
import { createLocalFileStorage } from '../../lib/files/localFileStorage';
import { createS3FileStorage } from '../../lib/files/s3FileStorage';
import { testConfig } from '../../test/buildTestServer';
import { createTestDatabase, type TestDatabase } from '../../test/createTestDatabase';
import { buildUser } from '../../test/factories';
import { startS3Server } from '../../test/startS3Server';
import { checkStoredFiles } from './checkStoredFiles';
import { filesCheckCommand } from './filesCheckCommand';

const PUBLIC_URL = 'http://griot.test';
const avatar = 'avatars/1f7c2b9e-0a11-4c4e-9a57-1f6f0c4d2b11.png';
const picture = 'avatars/2a8d3c0f-1b22-4d5f-8b68-2a7e1d5e3c22.jpg';
const knowledge = 'knowledge/3b9e4d1a-2c33-4e6a-9c79-3b8f2e6f4d33.pdf';
const banner = 'media/images/4cae5e2b-3d44-4f7b-8d8a-4c9a3f7a5e44.png';
const quote = 'media/documents/5dbf6f3c-4e55-4a8c-9e9b-5dab4a8b6f55/Remise 20% mai.pdf';
const flowOnly = 'media/images/6ec07a4d-5f66-4b9d-8fac-6ebc5b9c7a66.png';
const orphan = 'media/images/7fd18b5e-6a77-4cae-9abd-7fcd6cad8b77.png';

let database: TestDatabase;
let dataDir: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-files-check-'));
  s3 = await startS3Server();
  const { db } = database;
  const { user, workspaceId } = await buildUser(db, { profilePicture: `/api/public/${picture}` });
  const chatbot = await db.execute<{ id: string }>(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook, avatar)
    VALUES (${workspaceId}, 'Boutique', 'whatsapp', 'files-check', ${avatar}) RETURNING id`);
  const chatbotId = chatbot.rows[0]?.id;
  // A chatbot still on the web app's own placeholder picture: not a file of the store.
  await db.execute(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook) VALUES (${workspaceId}, 'Autre', 'web', 'files-check-2')`);
  await db.execute(sql`
    INSERT INTO stored_files (path, workspace_id, chatbot_id, kind, size) VALUES
      (${avatar}, ${workspaceId}, ${chatbotId}, 'chatbot_avatar', 3),
      (${banner}, ${workspaceId}, NULL, 'media', 3),
      (${quote}, ${workspaceId}, NULL, 'media', 3)`);
  await db.execute(
    sql`INSERT INTO stored_files (path, owner_id, kind, size) VALUES (${picture}, ${user.id}, 'profile_picture', 3)`,
  );
  await db.execute(sql`
    INSERT INTO knowledge_files (chatbot_id, original_name, mime_type, size, storage_key)
    VALUES (${chatbotId}, 'Catalogue.pdf', 'application/pdf', 3, ${knowledge})`);
  const flow = [
    { type: 'image', link: `/api/public/${banner}` },
    // Our own address, its key percent-encoded as links are.
    { type: 'image', link: `${PUBLIC_URL}/api/public/${flowOnly}` },
    { type: 'document', link: `/api/public/${quote.split('/').map(encodeURIComponent).join('/')}` },
    // Another site's file: not ours to check.
    { type: 'image', link: 'https://exemple.sn/api/public/media/images/ailleurs.png' },
  ];
  await db.execute(sql`
    INSERT INTO blocks (chatbot_id, idblock, type, category, flow)
    VALUES (${chatbotId}, 'accueil', 'starter', 'welcome', ${JSON.stringify(flow)}::jsonb)`);
});

afterAll(async () => {
  await database.drop();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function fill(store: FileStorage): Promise<void> {
  // Everything but the knowledge file and the flow's second image; plus a file nobody names.
  for (const key of [avatar, picture, banner, quote, orphan]) await store.save(key, Buffer.from('abc'));
}

describe('files-check', () => {
  it.each([
    ['the local folder', () => createLocalFileStorage(path.join(dataDir, 'files'))],
    ['an S3 store', () => createS3FileStorage(s3.storage)],
  ])('on %s: lists the named files missing and the stored files nobody names', async (_name, open) => {
    const store = open();
    await fill(store);
    const check = await checkStoredFiles(database.db, store, PUBLIC_URL);
    expect(check.missing).toEqual([
      { key: knowledge, sources: ['knowledge_files'] },
      { key: flowOnly, sources: ['blocks.flow'] },
    ]);
    expect(check.unnamed).toEqual([{ key: orphan, size: 3 }]);
    expect(check).toMatchObject({ named: 6, stored: 5 });
  });

  it('runs as a command: each list, a summary, and an error while a named file is missing', async () => {
    const config = testConfig(dataDir, database.connectionString, { publicUrl: PUBLIC_URL });
    const services = { config, database: { ...database, close: async () => {} } };
    const output: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    try {
      await expect(filesCheckCommand([], services)).rejects.toThrow(
        '2 fichiers nommés par la base manquent dans le stockage.',
      );
      expect(output).toContain(`  - ${knowledge}   (knowledge_files)`);
      expect(output).toContain(`  - ${orphan}   (0 Mo)`);
      const store = createLocalFileStorage(path.join(dataDir, 'files'));
      await store.save(knowledge, Buffer.from('pdf'));
      await store.save(flowOnly, Buffer.from('png'));
      output.length = 0;
      await filesCheckCommand([], services);
      expect(output).toContain('Fichiers nommés par la base mais absents du stockage : 0');
      expect(output.at(-1)).toBe(
        'Terminé : 6 fichiers nommés par la base, 7 dans le stockage, 0 manquants, 1 que la base ne nomme pas.',
      );
    } finally {
      spy.mockRestore();
    }
  });
});
