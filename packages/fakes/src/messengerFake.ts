import { EventEmitter } from 'node:events';
import { isRecord, readRecord, readString } from '@griot/channels/isRecord';
import { CountWaiter } from './countWaiter';
import { FailureQueue } from './failureQueue';
import { graphErrorBody, INVALID_TOKEN } from './graphError';
import { type Handler, parseJson, readBody, sendJson, startHttpServer } from './httpServer';
import { newMid } from './ids';
import { messengerError } from './messengerErrors';
import {
  buildMessengerPostbackWebhook,
  buildMessengerQuickReplyWebhook,
  buildMessengerTextWebhook,
  type MessengerPostbackInput,
  type MessengerQuickReplyInput,
  type MessengerTextInput,
} from './messengerWebhooks';
import { type PushResult, toRawBody, WebhookPoster } from './postWebhook';
import { signBody } from './signBody';

export * from './messengerWebhooks';
export type { PushResult } from './postWebhook';
export { signBody } from './signBody';

export interface MessengerFakeOptions {
  port?: number;
  host?: string;
  /** Signs pushed webhooks (X-Hub-Signature-256), as Meta does with the app secret. */
  appSecret: string;
  /** When set, sends with another `access_token` get Graph's code 190. */
  pageAccessToken?: string;
  webhookUrl?: string;
  /** The page pushes come to when they do not name one. */
  pageId?: string;
}

/** One accepted `POST /{version}/me/messages`. */
export interface MessengerSent {
  version: string;
  body: Record<string, unknown>;
  recipientId: string;
  /** Empty for sender actions (typing_on, mark_seen), which get no message id. */
  messageId: string;
  receivedAt: number;
}

export interface RejectedMessengerSend {
  version: string;
  body: unknown;
  receivedAt: number;
  reason: 'unauthorized' | 'invalid' | 'injected';
  status: number;
  error: { error: Record<string, unknown> };
}

/** 429 → code 613, 500 → code 2, 400 → the code given (10 / 2018278, outside the window, by default). */
export interface MessengerFailure {
  status: 429 | 500 | 400;
  code?: number;
  message?: string;
}

export interface MessengerPushOptions {
  url?: string;
}

type Pushed<T extends { pageId: string }> = Omit<T, 'pageId'> & { pageId?: string };

export interface MessengerFake {
  /** Base URL, the runtime's GRAPH_API_URL for Messenger. */
  readonly url: string;
  webhookUrl: string | undefined;
  readonly sent: MessengerSent[];
  readonly rejected: RejectedMessengerSend[];
  readonly events: EventEmitter<{ sent: [MessengerSent]; rejected: [RejectedMessengerSend] }>;
  waitForSent(count: number, timeoutMs?: number): Promise<MessengerSent[]>;
  failNext(count: number, failure: MessengerFailure): void;
  reset(): void;
  pushText(input: Pushed<MessengerTextInput>, options?: MessengerPushOptions): Promise<PushResult>;
  pushQuickReply(
    input: Pushed<MessengerQuickReplyInput>,
    options?: MessengerPushOptions,
  ): Promise<PushResult>;
  pushPostback(input: Pushed<MessengerPostbackInput>, options?: MessengerPushOptions): Promise<PushResult>;
  pushRaw(body: unknown, options?: MessengerPushOptions & { signature?: string }): Promise<PushResult>;
  close(): Promise<void>;
}

const SEND_PATH = /^\/(?:(v\d+(?:\.\d+)?)\/)?me\/messages$/;

/**
 * A fake Messenger Send API and page webhook source: records sends, answers like Graph, fails on
 * demand, pushes signed page webhooks.
 */
export async function startMessengerFake(options: MessengerFakeOptions): Promise<MessengerFake> {
  const defaultPage = options.pageId ?? '108000000000001';
  const waiter = new CountWaiter();
  const failures = new FailureQueue<MessengerFailure>();
  const poster = new WebhookPoster();
  const events = new EventEmitter<{ sent: [MessengerSent]; rejected: [RejectedMessengerSend] }>();
  const sent: MessengerSent[] = [];
  const rejected: RejectedMessengerSend[] = [];

  const handler: Handler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = req.method === 'POST' ? SEND_PATH.exec(url.pathname) : null;
    if (!match)
      return sendJson(
        res,
        404,
        graphErrorBody({ code: 2500, message: `Unknown path components: ${url.pathname}` }),
      );
    const raw = await readBody(req);
    const receivedAt = Date.now();
    const version = match[1] ?? '';
    const body = parseJson(raw);
    const reject = (
      reason: RejectedMessengerSend['reason'],
      status: number,
      error: RejectedMessengerSend['error'],
    ) => {
      const record: RejectedMessengerSend = { version, body, receivedAt, reason, status, error };
      rejected.push(record);
      events.emit('rejected', record);
      sendJson(res, status, error);
    };
    const header = req.headers.authorization;
    const token =
      url.searchParams.get('access_token') ??
      (header?.startsWith('Bearer ')
        ? header.slice(7).trim()
        : isRecord(body)
          ? readString(body, 'access_token')
          : undefined);
    // The Send API answers a bad page token with HTTP 400 (the WhatsApp Cloud API uses 401).
    if (options.pageAccessToken !== undefined && token !== options.pageAccessToken)
      return reject('unauthorized', 400, graphErrorBody(INVALID_TOKEN));
    const recipient = isRecord(body) ? readRecord(body, 'recipient') : undefined;
    const recipientId = recipient && readString(recipient, 'id');
    if (!isRecord(body) || recipientId === undefined)
      return reject(
        'invalid',
        400,
        graphErrorBody(messengerError(100, '(#100) The parameter recipient is required')),
      );
    const action = typeof body.sender_action === 'string';
    if (!action && !isRecord(body.message))
      return reject(
        'invalid',
        400,
        graphErrorBody(messengerError(100, '(#100) param message must be non-empty.')),
      );
    const failure = failures.take();
    if (failure) return reject('injected', failure.status, graphErrorBody(failureError(failure)));
    const messageId = action ? '' : newMid();
    const record: MessengerSent = { version, body, recipientId, messageId, receivedAt };
    sent.push(record);
    sendJson(
      res,
      200,
      action ? { recipient_id: recipientId } : { recipient_id: recipientId, message_id: messageId },
    );
    events.emit('sent', record);
    waiter.notify();
  };

  const push = (body: unknown, target: string | undefined, signature?: string): Promise<PushResult> => {
    const url = target ?? fake.webhookUrl;
    if (!url)
      return Promise.reject(new Error('Messenger fake: no webhookUrl (set one in options or per push)'));
    const raw = toRawBody(body);
    return poster.post(url, raw, { 'x-hub-signature-256': signature ?? signBody(raw, options.appSecret) });
  };
  const withPage = <T extends { pageId?: string }>(input: T): T & { pageId: string } => ({
    ...input,
    pageId: input.pageId ?? defaultPage,
  });

  const running = await startHttpServer(handler, options.port, options.host);
  const fake: MessengerFake = {
    url: running.url,
    webhookUrl: options.webhookUrl,
    sent,
    rejected,
    events,
    async waitForSent(count, timeoutMs = 5000) {
      await waiter.wait(
        () => sent.length >= count,
        timeoutMs,
        () => `Messenger fake: expected ${count} sent message(s) within ${timeoutMs} ms, got ${sent.length}`,
      );
      return sent.slice();
    },
    failNext: (count, failure) => failures.add(count, failure),
    reset() {
      sent.length = 0;
      rejected.length = 0;
      failures.clear();
    },
    pushText: (input, o) => push(buildMessengerTextWebhook(withPage(input)), o?.url),
    pushQuickReply: (input, o) => push(buildMessengerQuickReplyWebhook(withPage(input)), o?.url),
    pushPostback: (input, o) => push(buildMessengerPostbackWebhook(withPage(input)), o?.url),
    pushRaw: (body, o) => push(body, o?.url, o?.signature),
    async close() {
      waiter.rejectAll('Messenger fake closed');
      poster.destroy();
      await running.close();
    },
  };
  return fake;
}

function failureError(failure: MessengerFailure) {
  if (failure.status === 429) return messengerError(failure.code ?? 613, failure.message);
  if (failure.status === 500) return messengerError(failure.code ?? 2, failure.message);
  return messengerError(failure.code ?? 10, failure.message);
}
