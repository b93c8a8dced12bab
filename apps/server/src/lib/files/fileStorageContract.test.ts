import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/startS3Server';
import { FileNotFoundError, type FileStorage, StorageFullError } from './fileStorage';
import { FileStoreUnavailableError } from './fileStoreFailure';
import { createLocalFileStorage } from './localFileStorage';
import { createS3FileStorage } from './s3FileStorage';
import type { S3StorageConfig } from './storageConfig';

/**
 * One contract, two stores: every case runs against the local folder and against an S3-compatible
 * server (s3rver), so that the server behaves the same whichever an install chooses.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let scratch: string;
beforeAll(async () => {
  s3 = await startS3Server();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'griot-files-contract-'));
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStorage]> = [
  ['the local folder', () => createLocalFileStorage(path.join(scratch, randomUUID()))],
  // Pages of 2 keys, so that listings cross pages with a few files (1,000 a page in production).
  ['an S3-compatible store', () => createS3FileStorage(s3.storage, { listPageSize: 2 })],
];

/** A Blob read from disk, whose only way in is its stream: the store must not read it whole. */
async function streamOnlyBlob(content: string): Promise<Blob> {
  const file = path.join(scratch, `${randomUUID()}.upload`);
  await fs.writeFile(file, content);
  const blob = await openAsBlob(file);
  const refuse = () => {
    throw new Error('the upload was read whole');
  };
  return {
    size: blob.size,
    type: blob.type,
    stream: () => blob.stream(),
    arrayBuffer: refuse,
    text: refuse,
    bytes: refuse,
  } as unknown as Blob;
}

async function listAll(files: FileStorage, prefix?: string): Promise<Array<{ key: string; size: number }>> {
  const listed = [];
  for await (const entry of files.list(prefix)) listed.push(entry);
  return listed;
}

describe.each(stores)('the file store contract: %s', (_name, open) => {
  let files: FileStorage;
  // Each case works under a folder of its own: the S3 bucket is shared by the whole file.
  let folder: string;
  beforeAll(() => {
    files = open();
  });
  beforeEach(() => {
    folder = `t${randomUUID().slice(0, 8)}`;
  });

  it('keeps a Buffer and a streamed disk-backed Blob, and reads them back whole', async () => {
    await files.save(`${folder}/avatars/a.png`, Buffer.from('0123456789'), 'image/png');
    await files.save(`${folder}/media/b.txt`, await streamOnlyBlob('Bonjour Dakar'));

    expect((await files.read(`${folder}/avatars/a.png`)).toString()).toBe('0123456789');
    expect((await files.read(`${folder}/media/b.txt`)).toString()).toBe('Bonjour Dakar');
  });

  it('reads a byte range, with the whole file’s size, a quoted ETag and a date', async () => {
    const key = `${folder}/avatars/a.png`;
    await files.save(key, Buffer.from('0123456789'));
    const { stream, file } = await files.openRead(key, { start: 2, end: 4 });
    expect(await text(stream)).toBe('234');
    expect(file.size).toBe(10);
    expect(file.etag).toMatch(/^"[^"]+"$/);
    expect(file.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const whole = await files.openRead(key);
    expect(await text(whole.stream)).toBe('0123456789');
    expect(whole.file.etag).toBe(file.etag);
    const tail = await files.openRead(key, { start: 9, end: 9 });
    expect(await text(tail.stream)).toBe('9');
  });

  it('states a file (the same ETag as its reading) and undefined for one that is absent', async () => {
    const key = `${folder}/a.bin`;
    await files.save(key, Buffer.from('abc'));
    const found = await files.stat(key);
    expect(found).toMatchObject({ size: 3, etag: (await files.openRead(key)).file.etag });
    expect(await files.stat(`${folder}/absent.bin`)).toBeUndefined();
  });

  it('keeps keys with spaces and accents as they are', async () => {
    const key = `${folder}/media/documents/${randomUUID()}/Devis mai é.pdf`;
    await files.save(key, Buffer.from('%PDF-1.4'));
    expect((await files.read(key)).toString()).toBe('%PDF-1.4');
    expect(await listAll(files, `${folder}/`)).toEqual([{ key, size: 8 }]);
  });

  it('lists the files under a prefix, in key order, and nothing else', async () => {
    await files.save(`${folder}/b/2.txt`, Buffer.from('22'));
    await files.save(`${folder}/a/1.txt`, Buffer.from('1'));
    await files.save(`${folder}/b/1.txt`, Buffer.from('333'));
    await files.save(`${folder}x/other.txt`, Buffer.from('x'));

    expect(await listAll(files, `${folder}/b/`)).toEqual([
      { key: `${folder}/b/1.txt`, size: 3 },
      { key: `${folder}/b/2.txt`, size: 2 },
    ]);
    expect((await listAll(files, `${folder}/`)).map((entry) => entry.key)).toEqual([
      `${folder}/a/1.txt`,
      `${folder}/b/1.txt`,
      `${folder}/b/2.txt`,
    ]);
    expect(await listAll(files, `${folder}/none/`)).toEqual([]);
  });

  it('removes a file, twice without error; then the file is not found', async () => {
    const key = `${folder}/gone.txt`;
    await files.save(key, Buffer.from('bye'));
    await files.remove(key);
    await files.remove(key);
    expect(await files.stat(key)).toBeUndefined();
    await expect(files.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(files.openRead(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(files.openRead(key, { start: 0, end: 1 })).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await listAll(files, `${folder}/`)).toEqual([]);
  });

  it('answers the start-up check, and gives no signed address unless configured to', async () => {
    await files.check();
    expect(await files.signedUrl(`${folder}/a.png`)).toBeUndefined();
  });
});

describe('the local folder', () => {
  it('refuses a key that leaves its folder', async () => {
    const files = createLocalFileStorage(path.join(scratch, randomUUID()));
    await expect(files.save('../escape.txt', Buffer.from('x'))).rejects.toThrow(/outside storage/);
    await expect(files.read('a/../../escape.txt')).rejects.toThrow(/outside storage/);
  });
});

describe('the S3-compatible store', () => {
  it('gives a signed, time-limited address of the file when S3_SIGNED_URLS is set', async () => {
    const files = createS3FileStorage({ ...s3.storage, signedUrls: true, signedUrlSeconds: 120 });
    const key = `signed/${randomUUID()}/Devis mai é.pdf`;
    await files.save(key, Buffer.from('%PDF-1.4 signé'));
    const url = new URL((await files.signedUrl(key)) ?? '');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('%PDF-1.4 signé');
    // Saved without a type (as uploads are), the signed address still answers the file's own.
    expect(answer.headers.get('content-type')).toBe('application/pdf');
  });

  it.each<[string, Partial<S3StorageConfig>, string, RegExp]>([
    ['an unreachable store', { endpoint: 'http://127.0.0.1:9' }, 'unreachable', /injoignable.*ECONNREFUSED/],
    ['an unknown bucket', { bucket: 'absent' }, 'bucket', /« absent ».*n'existe pas.*404/],
    // s3rver checks the access key, not the v4 signature: a wrong key id stands for refused credentials.
    [
      'refused credentials',
      { accessKeyId: 'WRONG', secretAccessKey: 'not-the-secret' },
      'credentials',
      /refuse les identifiants.*403/,
    ],
  ])(
    'fails its check on %s, saying which store and why, without the secret',
    async (_case, change, reason, words) => {
      const config = { ...s3.storage, ...change };
      const failure = await createS3FileStorage(config)
        .check()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(FileStoreUnavailableError);
      const { message } = failure as FileStoreUnavailableError;
      expect((failure as FileStoreUnavailableError).reason).toBe(reason);
      expect(message).toMatch(words);
      expect(message).toContain(`« ${config.bucket} » sur ${config.endpoint}`);
      expect(message).not.toContain(config.secretAccessKey);
    },
  );

  it('refuses a file with StorageFullError when the store is full (MinIO’s answer)', async () => {
    const http = await import('node:http');
    const full = http.createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response
          .writeHead(507, { 'content-type': 'application/xml' })
          .end(
            '<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
          ),
      );
    });
    await new Promise<void>((resolve) => full.listen(0, '127.0.0.1', resolve));
    const { port } = full.address() as { port: number };
    const files = createS3FileStorage({ ...s3.storage, endpoint: `http://127.0.0.1:${port}` });
    try {
      await expect(files.save('a.png', Buffer.from('x'))).rejects.toBeInstanceOf(StorageFullError);
      await expect(files.save('b.txt', await streamOnlyBlob('abc'))).rejects.toBeInstanceOf(StorageFullError);
    } finally {
      full.close();
    }
  });

  it('fails a call within seconds when the store takes the connection and never answers', async () => {
    const net = await import('node:net');
    const sockets: Array<import('node:net').Socket> = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const files = createS3FileStorage({ ...s3.storage, endpoint: `http://127.0.0.1:${port}` });
    try {
      await expect(files.stat('a.png')).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
