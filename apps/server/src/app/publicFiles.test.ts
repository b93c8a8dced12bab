import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOfKey, STORED_FILE_EXTENSIONS } from '../lib/files/fileContentType';
import { keyToUrlPath } from '../lib/files/fileStorage';
import { buildTestServer, type TestServer } from '../test/buildTestServer';
import { captureLogLines } from '../test/logLines';
import { startS3Server } from '../test/startS3Server';

/**
 * /api/public/<key> on the real server, on the local folder and on an S3-compatible store
 * (s3rver): the same answers, headers and refusals whichever store the install uses.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const PNG_KEY = 'avatars/0b6c3a52-5d0e-4a4e-9a53-1c2f8d1c9e11.png';
const PDF_KEY = 'media/documents/7f0e8a0c-3d1b-4b52-8f4b-0a8c6c7a1d22/Devis mai é.pdf';
const url = (key: string) => `/api/public/${keyToUrlPath(key)}`;

describe.each([
  ['the local folder', () => buildTestServer()],
  ['an S3-compatible store', () => buildTestServer({ storage: s3.storage })],
])('GET /api/public on %s', (_name, build) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build();
    await server.services.files.save(PNG_KEY, Buffer.from('0123456789'));
    await server.services.files.save(PDF_KEY, Buffer.from('%PDF-1.4 devis'));
  });
  afterAll(() => server?.close());
  const get = (target: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url: target, headers });

  it('streams the file with the cache, type and safety headers of a stored file', async () => {
    const answer = await get(url(PNG_KEY));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('0123456789');
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '10',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(String(answer.headers['last-modified']))).toBeGreaterThan(Date.now() - 120_000);

    const pdf = await get(url(PDF_KEY));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF-1.4 devis');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get(url(PNG_KEY), {}, 'HEAD');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect(answer.headers['content-length']).toBe('10');
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers.etag).toBe((await get(url(PNG_KEY))).headers.etag);
  });

  it('answers one byte range with 206, and a range past the end with 416', async () => {
    for (const [range, body, contentRange] of [
      ['bytes=2-4', '234', 'bytes 2-4/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=8-99', '89', 'bytes 8-9/10'],
    ] as const) {
      const answer = await get(url(PNG_KEY), { range });
      expect(answer.statusCode, range).toBe(206);
      expect(answer.body, range).toBe(body);
      expect(answer.headers['content-range'], range).toBe(contentRange);
      expect(answer.headers['content-length'], range).toBe(String(body.length));
    }
    const head = await get(url(PNG_KEY), { range: 'bytes=2-4' }, 'HEAD');
    expect([head.statusCode, head.headers['content-length']]).toEqual([206, '3']);

    const past = await get(url(PNG_KEY), { range: 'bytes=20-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect(past.json().message).toBe('La plage demandée dépasse la taille du fichier.');
    // Several ranges, or a range of another unit: the whole file.
    expect((await get(url(PNG_KEY), { range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
    expect((await get(url(PNG_KEY), { range: 'items=0-1' })).statusCode).toBe(200);
    // If-Range naming another copy: the whole file.
    expect((await get(url(PNG_KEY), { range: 'bytes=2-4', 'if-range': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 to a browser that has the file (ETag or date), 200 to one whose copy differs', async () => {
    const { etag, 'last-modified': lastModified } = (await get(url(PNG_KEY))).headers;
    const cached = await get(url(PNG_KEY), { 'if-none-match': String(etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect((await get(url(PNG_KEY), { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url(PNG_KEY), { 'if-modified-since': String(lastModified) })).statusCode).toBe(304);

    expect((await get(url(PNG_KEY), { 'if-none-match': '"another"' })).statusCode).toBe(200);
    const older = new Date(Date.parse(String(lastModified)) - 60_000).toUTCString();
    expect((await get(url(PNG_KEY), { 'if-modified-since': older })).statusCode).toBe(200);
  });

  it('answers 404 with the French message for a key the store lacks, in the caller’s language', async () => {
    const missing = await get(url('avatars/5a1f7c2e-0000-4000-8000-000000000000.png'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Fichier introuvable.' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const english = await get(url('avatars/absent.png'), { 'accept-language': 'en' });
    expect(english.json().message).toBe('File not found.');
    expect((await get(url('avatars/absent.png'), {}, 'HEAD')).statusCode).toBe(404);
    // The other files are still served.
    expect((await get(url(PNG_KEY))).statusCode).toBe(200);
  });

  it('answers 404 to a key that climbs out of the store, however it is written', async () => {
    // A file next to the store's folder: what a traversal would reach on the local folder.
    await fs.writeFile(path.join(server.config.dataDir, 'SECRET_KEY_PROBE'), 'secret');
    for (const target of [
      '/api/public/..%2FSECRET_KEY_PROBE',
      '/api/public/%2e%2e/SECRET_KEY_PROBE',
      '/api/public/avatars/..%2F..%2FSECRET_KEY_PROBE',
      '/api/public/avatars/%2E%2E%2F%2E%2E%2FSECRET_KEY_PROBE',
      '/api/public/avatars/..%5C..%5CSECRET_KEY_PROBE',
      '/api/public/avatars//x.png',
      '/api/public/./avatars/x.png',
      '/api/public/',
    ]) {
      const answer = await get(target);
      expect(answer.statusCode, target).toBe(404);
      expect(answer.body, target).not.toContain('secret');
    }
  });
});

describe('GET /api/public with S3_SIGNED_URLS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ storage: { ...s3.storage, signedUrls: true, signedUrlSeconds: 600 } });
    await server.services.files.save(PDF_KEY, Buffer.from('%PDF-1.4 signé'));
  });
  afterAll(() => server?.close());

  it('redirects to a signed address of the store, cached privately for less than the signature', async () => {
    const answer = await server.app.inject({ method: 'GET', url: url(PDF_KEY) });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    const location = new URL(String(answer.headers.location));
    expect(location.origin).toBe(s3.storage.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('600');
    const fetched = await fetch(location);
    expect(await fetched.text()).toBe('%PDF-1.4 signé');
  });

  it('answers 404 for a key the store lacks, rather than a redirect to nothing', async () => {
    const answer = await server.app.inject({ method: 'GET', url: url('avatars/absent.png') });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Fichier introuvable.');
  });
});

describe('GET /api/public when the store fails', () => {
  it('answers 503 with a French message and a log line while the store is unreachable', async () => {
    const logs = captureLogLines();
    const server = await buildTestServer(
      { storage: { ...s3.storage, endpoint: 'http://127.0.0.1:9' } },
      { logDestination: logs.sink },
    );
    try {
      for (const headers of [{}, { range: 'bytes=0-1' }]) {
        const answer = await server.app.inject({ method: 'GET', url: url(PNG_KEY), headers });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json().message).toBe(
          'Le stockage des fichiers est momentanément indisponible. Veuillez réessayer dans quelques instants.',
        );
      }
      expect(logs.lines.some((line) => line.includes('file store failed: file not served'))).toBe(true);
      // The rest of the server answers.
      expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('cuts the answer and logs, without crashing, when the store fails in the middle of a file', async () => {
    // A store that announces 1,000 bytes, sends 10 and drops the connection.
    const failing = http.createServer((request, response) => {
      if (request.method !== 'GET') return response.writeHead(500).end();
      response.writeHead(200, {
        'content-length': '1000',
        'content-type': 'image/png',
        etag: '"abc"',
        'last-modified': new Date().toUTCString(),
      });
      response.write('0123456789');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as { port: number };
    const logs = captureLogLines();
    const server = await buildTestServer(
      { storage: { ...s3.storage, endpoint: `http://127.0.0.1:${port}` } },
      { logDestination: logs.sink },
    );
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port: serverPort } = server.app.server.address() as { port: number };
      const fetched = await fetch(`http://127.0.0.1:${serverPort}${url(PNG_KEY)}`);
      expect(fetched.status).toBe(200);
      await expect(fetched.arrayBuffer()).rejects.toThrow();
      await expect
        .poll(() => logs.lines.some((line) => line.includes('file store failed while a file was streamed')))
        .toBe(true);
      expect((await fetch(`http://127.0.0.1:${serverPort}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
      failing.closeAllConnections();
      failing.close();
    }
  });
});

describe('the type of a stored file', () => {
  it('is the one @fastify/static sent when it served the folder, for every extension Griot stores', async () => {
    const root = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'griot-types-'));
    const app = Fastify();
    try {
      await app.register(fastifyStatic, { root, prefix: '/p/', decorateReply: false, index: false });
      for (const extension of [...STORED_FILE_EXTENSIONS, 'bin', 'svg', 'html']) {
        await fs.writeFile(path.join(root, `f.${extension}`), 'x');
        const before = (await app.inject({ url: `/p/f.${extension}` })).headers['content-type'];
        const expected = ['svg', 'html'].includes(extension) ? 'application/octet-stream' : before;
        expect(contentTypeOfKey(`a/f.${extension}`), extension).toBe(expected);
      }
      expect(contentTypeOfKey('a/F.PNG')).toBe('image/png');
      expect(contentTypeOfKey('a/no-extension')).toBe('application/octet-stream');
    } finally {
      await app.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
