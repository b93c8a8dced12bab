import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { messages } from '@griot/contract/messages';
import Busboy from 'busboy';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The largest multipart body: an inbox document (16 MB) with room for the form; a chatbot file's
 * limit (20 MB) is this very body's.
 */
export const MULTIPART_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * What one multipart body may hold besides its bytes: a knowledge batch is the most files (20 in
 * the contract), a contacts import the most fields (6); a field is a short text or a JSON
 * document no larger than a JSON body may be (1 MB).
 */
export const MULTIPART_LIMITS = {
  files: 20,
  fields: 50,
  parts: 64,
  fieldBytes: 1024 * 1024,
  fieldNameBytes: 200,
};

const BAD_MULTIPART = 'GRIOT_BAD_MULTIPART';
const UPLOAD_STORAGE_FULL = 'GRIOT_UPLOAD_STORAGE_FULL';

/**
 * Multipart bodies (uploads) are streamed, never held whole in memory: each file part is written
 * as it arrives to a temporary file under `directory` (DATA_DIR/tmp/uploads), fields are kept as
 * strings, and the handlers receive the same FormData as before, whose files are disk-backed
 * (`fs.openAsBlob`: reading one reads the disk, nothing is copied into memory). The temporary
 * files go when the response has been sent or the client went away; the folder is emptied at
 * start of what a crash left behind (it belongs to this process: every host has its own DATA_DIR).
 */
export function registerMultipartUploads(api: FastifyInstance, directory: string): void {
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const uploads = new WeakMap<FastifyRequest, TemporaryFiles>();
  const release = (request: FastifyRequest) => {
    uploads.get(request)?.removeAll();
    uploads.delete(request);
  };

  api.addContentTypeParser('multipart/form-data', (request: FastifyRequest, payload: Readable) => {
    const temporary = new TemporaryFiles();
    uploads.set(request, temporary);
    return receiveMultipart(payload, request.headers, { directory, temporary });
  });
  // Callback-style: every request of the API runs these, most of them without an upload.
  api.addHook('preParsing', (request, reply, payload, done) => {
    // A client gone after its whole body was read (a handler may still be working) is seen by
    // neither hook below: the response's 'close' comes once it is sent or its connection is lost.
    if (String(request.headers['content-type']).startsWith('multipart/'))
      reply.raw.once('close', () => release(request));
    done(null, payload);
  });
  api.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  api.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
}

/**
 * The answer to an upload the parser refused (a malformed body: 400; the disk full while it was
 * received: 507), in the caller's language; undefined for any other error. Too large a body is a
 * 413 with Fastify's own code, answered like any other too large body.
 */
export function multipartRefusal(error: FastifyError): { status: number; message: string } | undefined {
  if (error.code === BAD_MULTIPART) return { status: 400, message: messages.common.invalidMultipart };
  if (error.code === UPLOAD_STORAGE_FULL) return { status: 507, message: messages.uploads.storageFull };
  return undefined;
}

/**
 * The temporary files of one request. Removing them twice is harmless, and the parser removes
 * them again once its writes have closed: a file whose opening was still under way when the
 * request ended is not left behind.
 */
export class TemporaryFiles {
  private readonly paths: string[] = [];

  add(file: string): void {
    this.paths.push(file);
  }

  removeAll(): Promise<void> {
    return Promise.all(this.paths.map(removeFile)).then(() => undefined);
  }
}

function removeFile(file: string): Promise<void> {
  return fs.promises.rm(file, { force: true }).catch(() => undefined);
}

/**
 * Reads a multipart body from `payload` into a FormData whose files are on disk, within
 * MULTIPART_BODY_LIMIT (a tighter route limit is counted before, `bodyLimits.ts`) and
 * MULTIPART_LIMITS. Refused, malformed or cut short, it removes every file it wrote and fails.
 */
export function receiveMultipart(
  payload: Readable,
  headers: FastifyRequest['headers'],
  { directory, temporary }: { directory: string; temporary: TemporaryFiles },
): Promise<FormData> {
  return new Promise((resolve, reject) => {
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > MULTIPART_BODY_LIMIT) return reject(tooLarge());
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers,
        // Browsers send file names as raw UTF-8 ('Facture été.pdf'), as the platform's FormData reads them.
        defParamCharset: 'utf8',
        limits: {
          files: MULTIPART_LIMITS.files,
          fields: MULTIPART_LIMITS.fields,
          // busboy signals reaching this count (not passing it): one more is the first refused.
          parts: MULTIPART_LIMITS.parts + 1,
          fieldSize: MULTIPART_LIMITS.fieldBytes,
          fieldNameSize: MULTIPART_LIMITS.fieldNameBytes,
        },
      });
    } catch {
      return reject(badMultipart()); // no boundary, or not multipart/form-data after all
    }
    // In the body's order: a field at once, a file once it is wholly on disk.
    const entries: Promise<[string, string | File]>[] = [];
    const receiving = new Set<Readable>();
    const writes: Promise<unknown>[] = [];
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      payload.unpipe(parser);
      // The rest of the body is read and dropped, so the client gets the answer (the request's
      // timeout bounds how long).
      payload.resume();
      // With an error: a part destroyed without one leaves its pipeline pending for ever.
      for (const part of receiving) part.destroy(error);
      void Promise.allSettled(writes)
        .then(() => temporary.removeAll())
        .then(() => reject(error));
    };

    let received = 0;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MULTIPART_BODY_LIMIT) fail(tooLarge());
    });
    // An aborted upload, a route's own limit (bodyLimits' counter fails with its 413), a timeout.
    finished(payload, (error) => {
      if (error) fail(isClientError(error) ? error : Object.assign(error, { statusCode: 400 }));
    });

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(tooLarge());
      entries.push(Promise.resolve([name, value]));
    });
    parser.on('file', (name, part, info) => {
      if (failed) return part.resume();
      const file = path.join(directory, randomUUID());
      temporary.add(file);
      receiving.add(part);
      const write = pipeline(part, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      writes.push(write);
      const written = write.then(async (): Promise<[string, File]> => {
        receiving.delete(part);
        // A File over the disk-backed Blob: neither copies the bytes (checked: a 300 MB file
        // leaves the process's memory as it was).
        const onDisk = await fs.openAsBlob(file);
        return [name, new File([onDisk], info.filename ?? '', { type: info.mimeType })];
      });
      written.catch((error: NodeJS.ErrnoException) => fail(writeFailure(error)));
      entries.push(written);
    });
    for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
      parser.on(limit, () => fail(tooLarge()));
    parser.on('error', () => fail(badMultipart()));
    parser.on('close', () => {
      Promise.all(entries).then(
        (parts) => {
          if (failed) return;
          const form = new FormData();
          for (const [name, value] of parts) form.append(name, value);
          resolve(form);
        },
        // Already failed by the part's own handler.
        () => undefined,
      );
    });
    payload.pipe(parser);
  });
}

function tooLarge(): Error {
  return Object.assign(new Error('multipart body too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

function badMultipart(): Error {
  return Object.assign(new Error('malformed multipart body'), { statusCode: 400, code: BAD_MULTIPART });
}

/** A full disk is the user's 507, as when a file is stored; the body cut short is a malformed one. */
function writeFailure(error: NodeJS.ErrnoException): Error {
  if (error.code === 'ENOSPC' || error.code === 'EDQUOT')
    return Object.assign(new Error('no room for the upload', { cause: error }), {
      statusCode: 507,
      code: UPLOAD_STORAGE_FULL,
    });
  // The disk refused otherwise (a 500, logged); else busboy cut the part: the body was malformed.
  return error.syscall ? error : badMultipart();
}

function isClientError(error: Error): boolean {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
