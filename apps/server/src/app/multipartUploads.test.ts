import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import Fastify, { type FastifyError } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MULTIPART_BODY_LIMIT,
  MULTIPART_LIMITS,
  multipartRefusal,
  receiveMultipart,
  registerMultipartUploads,
  TemporaryFiles,
} from './multipartUploads';

const BOUNDARY = 'griotTestBoundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A multipart body written by hand: each part a field (string) or a file ({ name, type, data }). */
function body(parts: [string, string | { filename: string; type: string; data: Buffer }][]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
      chunks.push(Buffer.from(value), Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
      );
      chunks.push(value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

let directory: string;
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-multipart-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(directory, { recursive: true, force: true });
});

function receive(payload: Readable, requestHeaders: Record<string, string> = headers) {
  const temporary = new TemporaryFiles();
  return { temporary, form: receiveMultipart(payload, requestHeaders, { directory, temporary }) };
}

describe('receiveMultipart', () => {
  it('keeps fields as strings and files on disk, in the body’s order, until they are removed', async () => {
    const data = Buffer.alloc(300_000, 7);
    const { temporary, form } = receive(
      Readable.from([
        body([
          ['data', '{"bot_name":"Téranga"}'],
          ['files', { filename: 'Facture été.pdf', type: 'application/pdf', data }],
          ['files', { filename: 'vide.txt', type: 'text/plain', data: Buffer.alloc(0) }],
          ['mapping', 'a'],
        ]),
      ]),
    );
    const parsed = await form;
    expect([...parsed.keys()]).toEqual(['data', 'files', 'files', 'mapping']);
    expect(parsed.get('data')).toBe('{"bot_name":"Téranga"}');
    const [first, second] = parsed.getAll('files') as File[];
    expect(first).toBeInstanceOf(File);
    expect(first?.name).toBe('Facture été.pdf');
    expect(first?.type).toBe('application/pdf');
    expect(Buffer.from(await (first as File).arrayBuffer()).equals(data)).toBe(true);
    expect(second?.size).toBe(0);
    // The bytes are on disk, not in memory: one temporary file per file part, holding them.
    const onDisk = fs.readdirSync(directory).map((name) => fs.readFileSync(path.join(directory, name)));
    expect(onDisk.map((bytes) => bytes.length).sort((a, b) => a - b)).toEqual([0, data.length]);
    await temporary.removeAll();
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it('refuses a malformed body with the French 400, keeping nothing', async () => {
    for (const payload of [
      '{',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut short`,
      `--${BOUNDARY}\r\nnot a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    ]) {
      const error = await receive(Readable.from([Buffer.from(payload)])).form.catch((caught) => caught);
      expect(multipartRefusal(error as FastifyError), payload).toEqual({
        status: 400,
        message: 'Le corps du formulaire (multipart) est mal formé.',
      });
    }
    const noBoundary = await receive(Readable.from([Buffer.from('x')]), {
      'content-type': 'multipart/form-data',
    }).form.catch((caught) => caught);
    expect(multipartRefusal(noBoundary as FastifyError)?.status).toBe(400);
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it('refuses too large a body before reading it, or as it arrives without a length, keeping nothing', async () => {
    const declared = await receive(Readable.from([Buffer.from('x')]), {
      ...headers,
      'content-length': String(MULTIPART_BODY_LIMIT + 1),
    }).form.catch((caught) => caught);
    expect(declared).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

    const chunked = new PassThrough();
    const { form } = receive(chunked);
    const refused = form.catch((caught) => caught);
    chunked.write(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    const megabyte = Buffer.alloc(1024 * 1024, 1);
    for (let sent = 0; sent <= MULTIPART_BODY_LIMIT; sent += megabyte.length) chunked.write(megabyte);
    expect(await refused).toMatchObject({ statusCode: 413 });
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it('refuses too many parts, too many files and too large a field with a 413', async () => {
    const file = { filename: 'a.txt', type: 'text/plain', data: Buffer.from('a') };
    type Part = [string, string | typeof file];
    const files = (count: number) => Array.from({ length: count }, (): Part => ['files', file]);
    const fields = (count: number) => Array.from({ length: count }, (_, index): Part => [`f${index}`, 'x']);
    for (const parts of [
      // Within the files' and the fields' limits, past the parts'.
      [...files(MULTIPART_LIMITS.files), ...fields(MULTIPART_LIMITS.parts - MULTIPART_LIMITS.files + 1)],
      files(MULTIPART_LIMITS.files + 1),
      fields(MULTIPART_LIMITS.fields + 1),
      [['data', 'x'.repeat(MULTIPART_LIMITS.fieldBytes + 1)]] as Part[],
    ]) {
      const error = await receive(Readable.from([body(parts)])).form.catch((caught) => caught);
      expect(error, `${parts.length} parts`).toMatchObject({ statusCode: 413 });
    }
    // Exactly at the limits is fine.
    const atLimit = [
      ...files(MULTIPART_LIMITS.files),
      ...fields(MULTIPART_LIMITS.parts - MULTIPART_LIMITS.files),
    ];
    const parsed = await receive(Readable.from([body(atLimit)])).form;
    expect([...parsed.keys()]).toHaveLength(MULTIPART_LIMITS.parts);
  });

  it('answers a full disk with the uploads’ French 507, keeping nothing', async () => {
    // The kernel's answer when the disk fills: the temporary file's writes fail with ENOSPC.
    const createWriteStream = fs.createWriteStream;
    vi.spyOn(fs, 'createWriteStream').mockImplementation(() => createWriteStream('/dev/full'));
    const { form } = receive(
      Readable.from([
        body([['file', { filename: 'a.pdf', type: 'application/pdf', data: Buffer.alloc(200_000) }]]),
      ]),
    );
    const error = await form.catch((caught) => caught);
    expect(multipartRefusal(error as FastifyError)).toEqual({
      status: 507,
      message:
        "Espace de stockage insuffisant sur le serveur : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur.",
    });
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it('removes what it wrote when the body stops halfway (the client went away)', async () => {
    const payload = new PassThrough();
    const { form } = receive(payload);
    const failed = form.catch((caught) => caught);
    payload.write(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
    );
    payload.write(Buffer.alloc(500_000, 3));
    await vi.waitFor(() => expect(fs.readdirSync(directory)).toHaveLength(1));
    payload.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    expect(await failed).toMatchObject({ statusCode: 400 });
    expect(fs.readdirSync(directory)).toEqual([]);
  });
});

describe('registerMultipartUploads', () => {
  it('empties the folder of what a crash left behind, at start', async () => {
    const uploads = path.join(directory, 'tmp', 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, 'left-by-a-crash'), 'x');
    const app = Fastify();
    registerMultipartUploads(app, uploads);
    expect(fs.readdirSync(uploads)).toEqual([]);
    await app.close();
  });
});
