import { Transform } from 'node:stream';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { contactMessages } from '@griot/contract/contacts/contactMessages';
import { CONTACT_IMPORT_LIMITS } from '@griot/contract/contacts/contactSchemas';
import { messages } from '@griot/contract/messages';
import type { FastifyInstance } from 'fastify';

/** The public and authentication calls carry a few fields: a larger body is an attack, not a form. */
const SMALL_BODY_LIMIT = 64 * 1024;

const SMALL_BODY_ROUTES = [
  /^\/api\/verify\/user(?:[/?]|$)/,
  /^\/api\/strong\/register\//,
  /^\/api\/strong\/auth\//,
  /^\/api\/strong\/captcha(?:[/?]|$)/,
  /^\/api\/webchat\//,
];

function tooLarge(): Error {
  return Object.assign(new Error('body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/** A contacts file (10 MB, CONTACT_IMPORT_LIMITS) and the import's few fields. */
const CONTACTS_BODY_LIMIT = CONTACT_IMPORT_LIMITS.bytes + 64 * 1024;
const CONTACTS_ROUTE = /^\/api\/chatbots\/[^/]+\/contacts\/(?:import|preview)(?:[/?]|$)/;

/** The body limit of a path tighter than the server's (1 MB JSON, 20 MB uploads), if any. */
export function bodyLimitOf(url: string): number | undefined {
  if (CONTACTS_ROUTE.test(url)) return CONTACTS_BODY_LIMIT;
  return SMALL_BODY_ROUTES.some((route) => route.test(url)) ? SMALL_BODY_LIMIT : undefined;
}

/** A body refused as too large, in words: a chatbot import says it of its file (20 MB). */
export function payloadTooLargeMessage(url: string): string {
  if (CONTACTS_ROUTE.test(url)) return contactMessages.tooLarge;
  return /^\/api\/chatbots\/import(?:[/?]|$)/.test(url)
    ? chatbotTransferMessages.tooLarge
    : messages.common.payloadTooLarge;
}

/**
 * Per-route body limits inside the API scope, counted on the bytes as they arrive (a chunked
 * body has no Content-Length to trust): past the limit, the upload stops with a 413.
 */
export function registerBodyLimits(api: FastifyInstance): void {
  api.addHook('preParsing', (request, _reply, payload, done) => {
    const limit = bodyLimitOf(request.url);
    if (limit === undefined) return done(null, payload);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return done(tooLarge());
    let received = 0;
    let refused = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (refused) return done();
        received += chunk.length;
        // Fastify compares this with Content-Length once the body is read.
        Object.assign(counter, { receivedEncodedLength: received });
        if (received <= limit) return done(null, chunk);
        refused = true;
        done(
          Object.assign(new Error('body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
        );
      },
    });
    // The request's own errors (an aborted upload) reach Fastify through the counter.
    payload.on('error', (error) => counter.destroy(error));
    done(null, payload.pipe(counter));
  });
}
