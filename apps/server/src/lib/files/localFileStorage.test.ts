import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, type FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';

describe('the local file store', () => {
  let root: string;
  let files: FileStorage;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'griot-files-'));
    files = createLocalFileStorage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('keeps a Buffer and a disk-backed Blob, reads them whole and by range, lists and removes them', async () => {
    await files.save('avatars/a.png', Buffer.from('0123456789'));
    const upload = path.join(root, '..', `${path.basename(root)}-upload`);
    await fs.writeFile(upload, 'Bonjour Dakar');
    await files.save('media/documents/x/Devis mai.pdf', await openAsBlob(upload));
    await fs.rm(upload);

    expect((await files.read('avatars/a.png')).toString()).toBe('0123456789');
    const { stream, file } = await files.openRead('avatars/a.png', { start: 2, end: 4 });
    expect(await text(stream)).toBe('234');
    expect(file.size).toBe(10);
    expect(file.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const listed = [];
    for await (const entry of files.list()) listed.push(entry);
    expect(listed).toEqual([
      { key: 'avatars/a.png', size: 10 },
      { key: 'media/documents/x/Devis mai.pdf', size: 13 },
    ]);

    await files.remove('avatars/a.png');
    expect(await files.stat('avatars/a.png')).toBeUndefined();
    await expect(files.read('avatars/a.png')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(files.openRead('avatars/a.png')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a key that leaves its folder', async () => {
    await expect(files.save('../escape.txt', Buffer.from('x'))).rejects.toThrow(/outside storage/);
  });
});
