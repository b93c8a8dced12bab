import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CountWaiter } from './countWaiter';
import { FailureQueue } from './failureQueue';
import { graphErrorBody, INVALID_TOKEN } from './graphError';
import { type Handler, parseJson, readBody, sendJson, startHttpServer } from './httpServer';
import { newWamid } from './ids';
import { type PushResult, toRawBody, WebhookPoster } from './postWebhook';
import { signBody } from './signBody';
import { TINY_PNG, TINY_PNG_SHA256 } from './tinyPng';
import { validateWhatsAppSend } from './validateWhatsAppSend';
import { whatsAppError } from './whatsAppErrors';
import { WHATSAPP_FAKE_DEFAULTS } from './whatsAppFakeDefaults';
import { buildNumberQualityWebhook, type NumberQualityInput } from './whatsAppNumberWebhooks';
import { createWhatsAppSignupFake, type WhatsAppSignupFake } from './whatsAppSignupFake';
import { FakeTemplateStore } from './whatsAppTemplateStore';
import { checkTemplateSend, FAKE_TEMPLATES, type FakeTemplate } from './whatsAppTemplates';
import { FAKE_WABA_ID } from './whatsAppTemplateWebhooks';
import {
  type ButtonReplyInput,
  buildButtonReplyWebhook,
  buildImageWebhook,
  buildListReplyWebhook,
  buildLocationWebhook,
  buildStatusWebhook,
  buildTextWebhook,
  type ImageInput,
  type ListReplyInput,
  type LocationInput,
  type StatusInput,
  type TextInput,
} from './whatsAppWebhooks';

export type { PushResult } from './postWebhook';
export { signBody } from './signBody';
export type { WhatsAppSignupFake } from './whatsAppSignupFake';
// Re-exported so one import gives the server and the pure builders (load generators use both).
export * from './whatsAppWebhooks';

export interface WhatsAppFakeOptions {
  /** 0 (the default) picks a free port: read it back from `url`. */
  port?: number;
  host?: string;
  /** Signs every pushed webhook, as Meta does with the app secret. */
  appSecret: string;
  /** When set, sends and media calls with another bearer token get Graph's 401 / code 190. */
  accessToken?: string;
  /** Where pushes go (the runtime's webhook); a push may also name its own URL. */
  webhookUrl?: string;
  /** Push signed `sent` then `delivered` statuses after each accepted send. */
  autoStatuses?: boolean;
  /** The business number pushes come to when they do not name one (Meta's sample id by default). */
  phoneNumberId?: string;
  /** What `GET /{waba_id}/message_templates` lists, and template sends are checked against. */
  templates?: readonly FakeTemplate[];
  /** The WABA template webhooks come from (`entry[].id`); Meta's sample id by default. */
  wabaId?: string;
  /** Created or edited templates approve themselves after this long (`npm run fake`); never by default. */
  autoApproveTemplatesMs?: number;
}

/** One accepted `POST /{version}/{phone_number_id}/messages`. */
export interface SentMessage {
  phoneNumberId: string;
  /** e.g. "v21.0"; empty when the call was unversioned (Graph then uses the app's version). */
  version: string;
  body: Record<string, unknown>;
  headers: { authorization?: string };
  /** Milliseconds since the epoch. */
  receivedAt: number;
  /** The id answered, which statuses refer to. */
  wamid: string;
}

/** A refused send: bad token, invalid body, or a failure planned with failNext. */
export interface RejectedSend {
  phoneNumberId: string;
  version: string;
  body: unknown;
  headers: { authorization?: string };
  receivedAt: number;
  reason: 'unauthorized' | 'invalid' | 'injected';
  status: number;
  error: { error: Record<string, unknown> };
}

/** A planned failure: 429 → 130429, 500 → 131000 (or code 1), 400 → the code given (131047 by default). */
export interface WhatsAppFailure {
  status: 429 | 500 | 400;
  code?: number;
  details?: string;
}

export interface PushOptions {
  /** Another receiver than the fake's webhookUrl. */
  url?: string;
}

/** Push inputs may leave out the business number: the fake's `phoneNumberId` option is used. */
type Pushed<T extends { phoneNumberId: string }> = Omit<T, 'phoneNumberId'> & { phoneNumberId?: string };

export interface WhatsAppFake {
  /** Base URL, the runtime's GRAPH_API_URL, e.g. http://127.0.0.1:4010. */
  readonly url: string;
  /** Where pushes go; settable once the runtime's address is known. */
  webhookUrl: string | undefined;
  readonly sent: SentMessage[];
  readonly rejected: RejectedSend[];
  /** wamids the runtime marked as read (`status: "read"` bodies). */
  readonly readReceipts: string[];
  /** Failures of automatic status pushes (never thrown: they happen after the send answered). */
  readonly pushErrors: string[];
  /** `sent` and `rejected` events, for logs (the CLI) and custom waits. */
  readonly events: EventEmitter<{ sent: [SentMessage]; rejected: [RejectedSend] }>;
  /** WhatsApp onboarding: Embedded Signup (code exchange and the local simulator), numbers, verification. */
  readonly signup: WhatsAppSignupFake;
  /** The WABA's templates: created, edited, deleted through Graph; `setStatus` pushes Meta's review webhook. */
  readonly templates: FakeTemplateStore;
  /** Resolves with a copy of `sent` once it holds `count` messages; rejects after `timeoutMs`. */
  waitForSent(count: number, timeoutMs?: number): Promise<SentMessage[]>;
  /** The next `count` valid sends answer `failure.status` with a real Graph error body. */
  failNext(count: number, failure: WhatsAppFailure): void;
  /** Every send fails this way for `durationMs` (Graph down or throttling), then succeeds again. */
  failFor(durationMs: number, failure: WhatsAppFailure): void;
  /** Forgets recordings and planned failures (between tests sharing one fake). */
  reset(): void;
  pushText(input: Pushed<TextInput>, options?: PushOptions): Promise<PushResult>;
  pushButtonReply(input: Pushed<ButtonReplyInput>, options?: PushOptions): Promise<PushResult>;
  pushListReply(input: Pushed<ListReplyInput>, options?: PushOptions): Promise<PushResult>;
  pushLocation(input: Pushed<LocationInput>, options?: PushOptions): Promise<PushResult>;
  pushImage(input: Pushed<ImageInput>, options?: PushOptions): Promise<PushResult>;
  pushStatus(input: Pushed<StatusInput>, options?: PushOptions): Promise<PushResult>;
  /** Posts any body (object → JSON; string or Buffer as is), signed unless `signature` is given. */
  pushRaw(body: unknown, options?: PushOptions & { signature?: string }): Promise<PushResult>;
  /** Meta's phone_number_quality_update for the number (flagged, limit lowered…). */
  pushNumberQuality(input: NumberQualityInput, options?: PushOptions): Promise<PushResult>;
  close(): Promise<void>;
}

/** Status pushes the runtime did not acknowledge are tried again this many times (about a minute). */
const STATUS_PUSH_TRIES = 30;

const SEND_PATH = /^\/(?:(v\d+(?:\.\d+)?)\/)?([^/]+)\/messages$/;
const MEDIA_INFO_PATH = /^\/(?:(v\d+(?:\.\d+)?)\/)?([^/]+)$/;
const MEDIA_BYTES_PATH = /^\/media\/([^/]+)$/;
const TEMPLATES_PATH = /^\/(?:(v\d+(?:\.\d+)?)\/)?([^/]+)\/message_templates$/;

/**
 * A fake WhatsApp Cloud API (Graph) for tests, benchmarks and demos: accepts sends like Graph,
 * records them, fails on demand, serves media, and pushes signed webhooks to the runtime.
 */
export async function startWhatsAppFake(options: WhatsAppFakeOptions): Promise<WhatsAppFake> {
  const defaultNumber = options.phoneNumberId ?? WHATSAPP_FAKE_DEFAULTS.phoneNumberId;
  const waiter = new CountWaiter();
  const failures = new FailureQueue<WhatsAppFailure>();
  const poster = new WebhookPoster();
  const events = new EventEmitter<{ sent: [SentMessage]; rejected: [RejectedSend] }>();
  const sent: SentMessage[] = [];
  const rejected: RejectedSend[] = [];
  const readReceipts: string[] = [];
  const pushErrors: string[] = [];
  const templateStore = new FakeTemplateStore(options.templates ?? FAKE_TEMPLATES, {
    wabaId: () => options.wabaId ?? FAKE_WABA_ID,
    push: (body) => push(body, undefined),
    mediaUrl: (id) => `${fake.url}/media/${encodeURIComponent(id)}`,
    ...(options.autoApproveTemplatesMs === undefined
      ? {}
      : { autoApproveMs: options.autoApproveTemplatesMs }),
    onPushError: (message) => pushErrors.push(message),
  });
  const templates = templateStore.templates;
  const onboarding = createWhatsAppSignupFake(() => fake.url);

  const authorized = (req: IncomingMessage, url: URL): boolean => {
    if (options.accessToken === undefined) return true;
    const header = req.headers.authorization;
    // Meta's resumable upload takes `Authorization: OAuth <token>`; everything else a bearer.
    const token = header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : header?.startsWith('OAuth ')
        ? header.slice(6).trim()
        : url.searchParams.get('access_token');
    // A business token from Embedded Signup (the simulator) is as good as the configured one.
    return token === options.accessToken || (token !== null && onboarding.signup.isIssuedToken(token));
  };

  const push = (body: unknown, target: string | undefined, signature?: string): Promise<PushResult> => {
    const url = target ?? fake.webhookUrl;
    if (!url)
      return Promise.reject(new Error('WhatsApp fake: no webhookUrl (set one in options or per push)'));
    const raw = toRawBody(body);
    return poster.post(url, raw, { 'x-hub-signature-256': signature ?? signBody(raw, options.appSecret) });
  };

  // Meta sends statuses after answering the send; the runtime must cope with them arriving fast.
  const pushAutoStatuses = (message: SentMessage, recipient: string): void => {
    if (!options.autoStatuses || !fake.webhookUrl) return;
    const callback = message.body.biz_opaque_callback_data;
    const base = {
      phoneNumberId: message.phoneNumberId,
      wamid: message.wamid,
      recipient,
      ...(typeof callback === 'string' ? { callbackData: callback } : {}),
    };
    // Meta delivers a webhook the receiver did not acknowledge again, for days: a few tries here.
    const pushUntilAcknowledged = async (body: Record<string, unknown>): Promise<void> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await push(body, undefined);
          if (result.status === 200 || attempt >= STATUS_PUSH_TRIES) return;
        } catch (error) {
          if (attempt >= STATUS_PUSH_TRIES) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 2_000)));
      }
    };
    pushUntilAcknowledged(buildStatusWebhook({ ...base, status: 'sent' }))
      .then(() => pushUntilAcknowledged(buildStatusWebhook({ ...base, status: 'delivered' })))
      .catch((error: unknown) => {
        pushErrors.push(
          `status of ${message.wamid}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  };

  const handleSend = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    version: string,
    phoneNumberId: string,
  ): Promise<void> => {
    const raw = await readBody(req);
    const receivedAt = Date.now();
    const body = parseJson(raw);
    const headers =
      req.headers.authorization === undefined ? {} : { authorization: req.headers.authorization };
    const reject = (reason: RejectedSend['reason'], status: number, error: RejectedSend['error']): void => {
      const record: RejectedSend = {
        phoneNumberId,
        version,
        body,
        headers,
        receivedAt,
        reason,
        status,
        error,
      };
      rejected.push(record);
      events.emit('rejected', record);
      sendJson(res, status, error);
    };
    if (!authorized(req, url)) return reject('unauthorized', 401, graphErrorBody(INVALID_TOKEN));
    const valid = validateWhatsAppSend(body);
    if (typeof valid === 'string')
      return reject('invalid', 400, graphErrorBody(whatsAppError(100, valid), 'whatsapp'));
    if (valid.kind === 'message' && valid.type === 'template') {
      const templateError = checkTemplateSend(templates, (body as { template?: unknown }).template);
      if (templateError) return reject('invalid', 400, graphErrorBody(templateError, 'whatsapp'));
    }
    const failure = failures.take();
    if (failure) return reject('injected', failure.status, graphErrorBody(failureError(failure), 'whatsapp'));
    if (valid.kind === 'read') {
      readReceipts.push(valid.messageId);
      return sendJson(res, 200, { success: true });
    }
    const wamid = newWamid();
    const record: SentMessage = {
      phoneNumberId,
      version,
      body: body as Record<string, unknown>,
      headers,
      receivedAt,
      wamid,
    };
    sent.push(record);
    sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: valid.to, wa_id: valid.to }],
      messages: [{ id: wamid, ...(valid.type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
    events.emit('sent', record);
    waiter.notify();
    pushAutoStatuses(record, valid.to);
  };

  const handler: Handler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (await templateStore.handle(req, res, url, authorized(req, url))) return;
    if (await onboarding.handle(req, res, url)) return;
    const send = req.method === 'POST' ? SEND_PATH.exec(url.pathname) : null;
    if (send) return handleSend(req, res, url, send[1] ?? '', decodeURIComponent(send[2] ?? ''));
    if (req.method === 'GET') {
      const listing = TEMPLATES_PATH.exec(url.pathname);
      if (listing && !authorized(req, url)) return sendJson(res, 401, graphErrorBody(INVALID_TOKEN));
      if (listing) return sendJson(res, 200, templateStore.page());
      const bytes = MEDIA_BYTES_PATH.exec(url.pathname);
      const info = bytes ? null : MEDIA_INFO_PATH.exec(url.pathname);
      if ((bytes || info) && !authorized(req, url)) return sendJson(res, 401, graphErrorBody(INVALID_TOKEN));
      if (bytes) {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': TINY_PNG.length });
        return void res.end(TINY_PNG);
      }
      if (info) {
        const id = decodeURIComponent(info[2] ?? '');
        return sendJson(res, 200, {
          url: `${fake.url}/media/${encodeURIComponent(id)}`,
          mime_type: 'image/png',
          sha256: TINY_PNG_SHA256,
          file_size: TINY_PNG.length,
          id,
          messaging_product: 'whatsapp',
        });
      }
    }
    sendJson(res, 404, graphErrorBody({ code: 2500, message: `Unknown path components: ${url.pathname}` }));
  };

  const running = await startHttpServer(handler, options.port, options.host);
  const withNumber = <T extends { phoneNumberId?: string }>(input: T): T & { phoneNumberId: string } => ({
    ...input,
    phoneNumberId: input.phoneNumberId ?? defaultNumber,
  });

  const fake: WhatsAppFake = {
    url: running.url,
    webhookUrl: options.webhookUrl,
    sent,
    rejected,
    readReceipts,
    pushErrors,
    events,
    signup: onboarding.signup,
    templates: templateStore,
    async waitForSent(count, timeoutMs = 5000) {
      await waiter.wait(
        () => sent.length >= count,
        timeoutMs,
        () => `WhatsApp fake: expected ${count} sent message(s) within ${timeoutMs} ms, got ${sent.length}`,
      );
      return sent.slice();
    },
    failNext: (count, failure) => failures.add(count, failure),
    failFor: (durationMs, failure) => failures.failFor(durationMs, failure),
    reset() {
      sent.length = 0;
      rejected.length = 0;
      readReceipts.length = 0;
      pushErrors.length = 0;
      failures.clear();
      templateStore.reset();
    },
    pushText: (input, o) => push(buildTextWebhook(withNumber(input)), o?.url),
    pushButtonReply: (input, o) => push(buildButtonReplyWebhook(withNumber(input)), o?.url),
    pushListReply: (input, o) => push(buildListReplyWebhook(withNumber(input)), o?.url),
    pushLocation: (input, o) => push(buildLocationWebhook(withNumber(input)), o?.url),
    pushImage: (input, o) => push(buildImageWebhook(withNumber(input)), o?.url),
    pushStatus: (input, o) => push(buildStatusWebhook(withNumber(input)), o?.url),
    pushRaw: (body, o) => push(body, o?.url, o?.signature),
    pushNumberQuality: (input, o) => push(buildNumberQualityWebhook(input), o?.url),
    async close() {
      waiter.rejectAll('WhatsApp fake closed');
      poster.destroy();
      await running.close();
    },
  };
  return fake;
}

/** The Graph error a planned failure answers with. */
function failureError(failure: WhatsAppFailure) {
  if (failure.status === 429) return whatsAppError(failure.code ?? 130429, failure.details);
  if (failure.status === 500) return whatsAppError(failure.code ?? 131000, failure.details);
  return whatsAppError(failure.code ?? 131047, failure.details);
}
