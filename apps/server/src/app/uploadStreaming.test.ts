import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import { buildAccount } from '../test/factories';
import { fileOf, multipart, tinyPng } from '../test/multipart';
import { eventually } from '../test/webhookKit';

const testServer = useTestServer();
const MB = 1024 * 1024;

/** Where the multipart parser keeps uploads while a request runs. */
const uploadsDir = (server: TestServer) => path.join(server.config.dataDir, 'tmp', 'uploads');
const temporaryFiles = (server: TestServer) => fs.readdirSync(uploadsDir(server));

/** The temporary files the parser opens from now on (the spy lets every call through). */
function watchTemporaryFiles(server: TestServer): string[] {
  const opened: string[] = [];
  const createWriteStream = fs.createWriteStream;
  vi.spyOn(fs, 'createWriteStream').mockImplementation((target, options) => {
    if (String(target).startsWith(uploadsDir(server))) opened.push(String(target));
    return createWriteStream(target, options);
  });
  return opened;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A PDF as the content check sees it: its signature, then `size` bytes in all. */
function pdfOf(size: number): Buffer {
  const data = randomBytes(size);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}

async function upload(auth: Record<string, string>, route: string, field: string, file: File) {
  const body = await multipart({ [field]: file });
  return testServer().app.inject({
    method: 'POST',
    url: `/api/strong/upload/${route}/block`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** The test server on a real socket: a client can go away halfway through its body. */
async function listeningPort(server: TestServer): Promise<number> {
  if (server.app.addresses().length === 0) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const [bound] = server.app.addresses();
  if (!bound || typeof bound === 'string') throw new Error('the test server is not on a TCP port');
  return bound.port;
}

async function storedFileCount(workspaceId: string): Promise<number> {
  const { rows } = await testServer().db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM stored_files WHERE workspace_id = ${workspaceId}`,
  );
  return rows[0]?.count ?? 0;
}

describe('uploads streamed through temporary files', () => {
  it('stores a 15 MB document byte for byte, its temporary file gone once answered', async () => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const data = pdfOf(15 * 1000 * 1000);
    const opened = watchTemporaryFiles(server);
    const response = await upload(
      auth,
      'document',
      'docfromplayground',
      fileOf(data, 'Catalogue.pdf', 'application/pdf'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const key = (response.json().filePath as string).split('/').map(decodeURIComponent).join('/');
    const stored = await server.services.files.read(key);
    expect(stored.length).toBe(data.length);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
    // It went through one file on disk, removed once the answer was sent.
    expect(opened).toHaveLength(1);
    await eventually(async () => temporaryFiles(server).length === 0);
    expect(opened.filter((file) => fs.existsSync(file))).toEqual([]);
  });

  it('removes the temporary files of refused uploads, and keeps nothing', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const opened = watchTemporaryFiles(server);
    const wrongType = await upload(
      auth,
      'document',
      'docfromplayground',
      fileOf(tinyPng(), 'menu.pdf', 'application/pdf'),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Format non autorisé : seuls les fichiers PDF sont acceptés');
    const overRule = await upload(
      auth,
      'image',
      'imagefromplayground',
      fileOf(pdfOf(6 * MB), 'photo.png', 'image/png'),
    );
    expect(overRule.statusCode).toBe(413);
    expect(overRule.json().message).toContain(': 5 Mo maximum');
    const body = await multipart({
      docfromplayground: fileOf(pdfOf(21 * MB), 'gros.pdf', 'application/pdf'),
    });
    const overBody = await server.app.inject({
      method: 'POST',
      url: '/api/strong/upload/document/block',
      // Sent in chunks, without a length to refuse it by: counted as it arrives.
      headers: { ...auth, 'content-type': body.headers['content-type'] ?? '' },
      payload: Readable.from(
        (function* () {
          for (let start = 0; start < body.payload.length; start += MB)
            yield body.payload.subarray(start, start + MB);
        })(),
      ),
    });
    expect(overBody.statusCode).toBe(413);
    expect(overBody.json().message).toBe('La requête est trop volumineuse.');
    expect(opened).toHaveLength(3);
    await eventually(async () => temporaryFiles(server).length === 0);
    expect(opened.filter((file) => fs.existsSync(file))).toEqual([]);
    expect(await storedFileCount(workspaceId)).toBe(0);
  });

  it('answers a malformed body with its French 400', async () => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/strong/upload/document/block',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zz' },
      payload:
        '--zz\r\nContent-Disposition: form-data; name="docfromplayground"; filename="a.pdf"\r\n\r\n%PDF-1.4 coupé',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le corps du formulaire (multipart) est mal formé.');
    await eventually(async () => temporaryFiles(server).length === 0);
  });

  it('answers a disk full while receiving with the uploads’ French 507, keeping nothing', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    // The kernel's answer when the disk fills under the temporary file: its writes fail with ENOSPC.
    const createWriteStream = fs.createWriteStream;
    vi.spyOn(fs, 'createWriteStream').mockImplementation((target, options) =>
      String(target).startsWith(uploadsDir(server))
        ? createWriteStream('/dev/full')
        : createWriteStream(target, options),
    );
    const response = await upload(
      auth,
      'document',
      'docfromplayground',
      fileOf(pdfOf(MB), 'menu.pdf', 'application/pdf'),
    );
    expect(response.statusCode).toBe(507);
    expect(response.json().message).toBe(
      "Espace de stockage insuffisant sur le serveur : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur.",
    );
    expect(temporaryFiles(server)).toEqual([]);
    expect(await storedFileCount(workspaceId)).toBe(0);
  });

  it('removes the temporary file of a client gone halfway through its upload', async () => {
    const server = testServer();
    const { auth, workspaceId } = await buildAccount(server);
    const port = await listeningPort(server);
    const body = await multipart({
      docfromplayground: fileOf(pdfOf(10 * MB), 'menu.pdf', 'application/pdf'),
    });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/strong/upload/document/block',
      headers: { ...auth, ...body.headers, 'content-length': String(body.payload.length) },
    });
    request.on('error', () => undefined);
    request.write(body.payload.subarray(0, 4 * MB));
    // The upload is being written to disk as it arrives…
    await eventually(async () => {
      const [file] = temporaryFiles(server);
      return file !== undefined && fs.statSync(path.join(uploadsDir(server), file)).size > MB;
    }, 20_000);
    // …and the client goes away.
    request.destroy();
    await eventually(async () => temporaryFiles(server).length === 0, 20_000);
    expect(await storedFileCount(workspaceId)).toBe(0);
  });
});
