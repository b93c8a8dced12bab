import type { Readable } from 'node:stream';
import { messages } from '@griot/contract/messages';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../api/apiError';
import type { Services } from '../api/appContext';
import { sendApiError } from '../api/sendApiError';
import { contentTypeOfKey } from '../lib/files/fileContentType';
import { type ByteRange, FileNotFoundError, type StoredFileInfo } from '../lib/files/fileStorage';
import { isNotModified, rangeStillApplies, requestedRange } from '../lib/files/httpFileRequests';

/** A stored file's key never changes its bytes (keys are new UUIDs): browsers keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Longer keys are no key of ours (S3 caps them at 1,024 bytes). */
const MAX_KEY_LENGTH = 1_024;
/** A client told the store is unavailable may try again after this. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GET and HEAD /api/public/<key>: the stored files (avatars, media, documents) by their
 * unguessable keys, from whichever store the install uses, streamed (a byte range answered 206,
 * a copy the browser has answered 304). With S3_SIGNED_URLS the store serves the bytes itself: a
 * redirect to a signed, time-limited address. A key the store lacks is a 404 for that file; a
 * store that fails is a 503 and a log line, nothing more.
 */
export function registerPublicFiles(api: FastifyInstance, services: Services): void {
  api.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/public/*',
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!isServableKey(key)) return sendError(reply, 404, messages.common.fileNotFound, request.log);
      try {
        return await serveFile(services, key, request, reply);
      } catch (error) {
        if (error instanceof FileNotFoundError)
          return sendError(reply, 404, messages.common.fileNotFound, request.log);
        request.log.error(
          { err: error, key, store: services.files.kind },
          'file store failed: file not served',
        );
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(reply, 503, messages.common.fileStoreUnavailable, request.log);
      }
    },
  });
}

async function serveFile(
  services: Services,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { files } = services;
  const signedUrl = await files.signedUrl(key);
  if (signedUrl) {
    // Signing is a computation: the store is asked first, so a missing file is our 404.
    if (!(await files.stat(key))) throw new FileNotFoundError(key);
    // The browser may reuse the redirect for half the signature's life: the address it keeps
    // always has time left.
    const seconds = Math.floor((services.config.storage?.signedUrlSeconds ?? 0) / 2);
    return reply.header('Cache-Control', `private, max-age=${seconds}`).redirect(signedUrl, 302);
  }

  const { headers } = request;
  const asksMore =
    headers.range !== undefined || 'if-none-match' in headers || 'if-modified-since' in headers;
  // A plain GET opens the file at once (one call to the store); HEAD, ranges and revalidations
  // need the file's size and ETag first.
  const known = request.method === 'HEAD' || asksMore ? await files.stat(key) : undefined;
  if (known === undefined && (request.method === 'HEAD' || asksMore)) throw new FileNotFoundError(key);

  let range: ByteRange | undefined;
  if (known) {
    if (isNotModified(headers, known)) return fileHeaders(reply, known).code(304).send();
    const asked = rangeStillApplies(firstHeader(headers['if-range']), known)
      ? requestedRange(headers.range, known.size)
      : undefined;
    if (asked === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${known.size}`);
      return sendError(reply, 416, messages.common.fileRangeNotSatisfiable, request.log);
    }
    range = asked;
    if (request.method === 'HEAD') return sendBody(reply, key, known, range).send();
  }

  const { stream, file } = await files.openRead(key, range);
  stream.on('error', (error: Error) => {
    // The answer has begun: the connection is cut (the client sees a short file), the server goes on.
    request.log.error({ err: error, key, store: files.kind }, 'file store failed while a file was streamed');
  });
  return sendBody(reply, key, known ?? file, range).send(stream satisfies Readable);
}

/** 200 with the whole file, or 206 with the range. */
function sendBody(reply: FastifyReply, key: string, file: StoredFileInfo, range: ByteRange | undefined) {
  fileHeaders(reply, file).header('Accept-Ranges', 'bytes').type(contentTypeOfKey(key));
  if (!range) return reply.code(200).header('Content-Length', String(file.size));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', String(range.end - range.start + 1));
}

function fileHeaders(reply: FastifyReply, file: StoredFileInfo): FastifyReply {
  return (
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', file.etag)
      .header('Last-Modified', file.lastModified.toUTCString())
      // Files are shown, never run: no script, style or frame of theirs loads.
      .header('Content-Security-Policy', "default-src 'none'")
      .header('X-Content-Type-Options', 'nosniff')
  );
}

/**
 * A key as the stores write them: relative segments, none empty, '.' or '..' (decoded: '%2e%2e'
 * and '..%2F' come here as '..' and '/'), no backslash or control character.
 */
function isServableKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || /[\\\p{Cc}]/u.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The error body every call answers, never cached: the file may be there on the next try. */
function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  log: FastifyBaseLogger,
): FastifyReply {
  return sendApiError(reply.header('Cache-Control', 'no-store'), apiError(status, message), log);
}
