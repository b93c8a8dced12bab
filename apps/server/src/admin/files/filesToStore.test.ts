import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../lib/files/fileStorage';
import { createS3FileStorage } from '../../lib/files/s3FileStorage';
import { testConfig } from '../../test/buildTestServer';
import { startS3Server } from '../../test/startS3Server';
import type { AdminServices } from '../openAdminServices';
import { copyFilesToStore } from './copyFilesToStore';
import { filesToStoreCommand } from './filesToStoreCommand';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: FileStorage;
let dataDir: string;
const files: Record<string, Buffer> = {
  'avatars/7c0e1a52-5c1b-4a4e-9a57-1f6f0c4d2b11.png': randomBytes(20_000),
  'media/documents/0b6f2e0c-3d5e-4f1a-8c2b-6e7d9a1b2c3d/Devis mai é.pdf': randomBytes(1_500),
  'media/images/5a1f0e9c-1111-4a4e-9a57-aaaaaaaaaaaa.jpg': randomBytes(2_500_000),
  'knowledge/6d2c8f4a-2222-4b5b-8c68-bbbbbbbbbbbb.txt': Buffer.from('Horaires : 9 h - 19 h\n'),
};

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3FileStorage(s3.storage);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-files-to-store-'));
  for (const [key, bytes] of Object.entries(files)) {
    const target = path.join(dataDir, 'files', key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  // A write cut short by a crash: not a file of the folder, never copied.
  fs.writeFileSync(path.join(dataDir, 'files', 'avatars', 'x.png.1234.part'), 'half');
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const copy = (target = store) => copyFilesToStore(path.join(dataDir, 'files'), target, () => {});

async function storedBytes(key: string): Promise<Buffer> {
  return store.read(key);
}

describe('files-to-store', () => {
  it('copies every file, then skips them all, then copies again only the one the store holds wrong', async () => {
    const first = await copy();
    expect(first).toMatchObject({ files: 4, copied: 4, skipped: 0, failed: [] });
    for (const [key, bytes] of Object.entries(files))
      expect((await storedBytes(key)).equals(bytes)).toBe(true);
    expect(await store.stat('avatars/x.png.1234.part')).toBeUndefined();
    // With the type /api/public serves it with: what the store answers a signed address with.
    const photo = await store.stat('media/images/5a1f0e9c-1111-4a4e-9a57-aaaaaaaaaaaa.jpg');
    expect(photo?.contentType).toBe('image/jpeg');

    expect(await copy()).toMatchObject({ files: 4, copied: 0, skipped: 4, failed: [] });

    // Same size, other bytes: only the checksum tells them apart.
    const key = 'media/images/5a1f0e9c-1111-4a4e-9a57-aaaaaaaaaaaa.jpg';
    await store.save(key, randomBytes(files[key]?.length ?? 0));
    expect(await copy()).toMatchObject({ copied: 1, skipped: 3, failed: [] });
    expect((await storedBytes(key)).equals(files[key] ?? Buffer.alloc(0))).toBe(true);
  }, 60_000);

  it('counts a copy the store does not give back identical as failed, and goes on with the others', async () => {
    const key = 'knowledge/6d2c8f4a-2222-4b5b-8c68-bbbbbbbbbbbb.txt';
    await store.remove(key);
    await store.remove('avatars/7c0e1a52-5c1b-4a4e-9a57-1f6f0c4d2b11.png');
    // A store that keeps other bytes than it was sent, for one key.
    const lossy: FileStorage = {
      ...store,
      save: async (saved, data, type) =>
        saved === key
          ? store.save(saved, Buffer.from('Horaires : 8 h - 19 h\n'), type)
          : store.save(saved, data, type),
    };
    const lines: string[] = [];
    const summary = await copyFilesToStore(path.join(dataDir, 'files'), lossy, (line) => lines.push(line));
    expect(summary).toMatchObject({ copied: 1, skipped: 2, failed: [key] });
    expect(lines.join('\n')).toContain(`Échec : ${key} : le stockage ne rend pas les mêmes octets`);
    expect(lines.at(-1)).toMatch(/4 \/ 4 fichiers, .* \(1 copiés, 2 déjà présents, 1 en échec\)/);
  }, 60_000);

  it('runs as a command: refused in French without S3_BUCKET, a summary with it', async () => {
    const database = {} as AdminServices['database'];
    const local = testConfig(dataDir, 'postgres://unused');
    await expect(filesToStoreCommand([], { config: local, database })).rejects.toThrow(
      "S3_BUCKET n'est pas défini",
    );
    const output: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    try {
      await filesToStoreCommand([], { config: { ...local, storage: s3.storage }, database });
    } finally {
      spy.mockRestore();
    }
    expect(output.join('\n')).toMatch(
      /Terminé : 4 fichiers \(2,5 Mo\) : 1 copiés et vérifiés, 3 déjà présents/,
    );
  }, 60_000);
});
