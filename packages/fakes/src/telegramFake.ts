import { EventEmitter } from 'node:events';
import { isRecord } from '@griot/channels/isRecord';
import { CountWaiter } from './countWaiter';
import { FailureQueue } from './failureQueue';
import { type Handler, parseJson, readBody, sendJson, startHttpServer } from './httpServer';
import { type PushResult, toRawBody, WebhookPoster } from './postWebhook';
import { checkTelegramBody, isMessageMethod, sentMessageResult, TELEGRAM_METHODS } from './telegramResults';
import {
  buildTelegramCallbackUpdate,
  buildTelegramTextUpdate,
  type TelegramCallbackInput,
  type TelegramTextInput,
} from './telegramUpdates';

export type { PushResult } from './postWebhook';
export * from './telegramUpdates';

export interface TelegramFakeOptions {
  port?: number;
  host?: string;
  /** The bot token: calls under another `/bot<token>/` get 401. */
  token: string;
  /** Where updates are pushed; `setWebhook` calls change it, as on Telegram. */
  webhookUrl?: string;
  /** Sent as X-Telegram-Bot-Api-Secret-Token; `setWebhook { secret_token }` changes it. */
  secretToken?: string;
  /** The first update_id pushed; by default one that grows across restarts of the fake. */
  firstUpdateId?: number;
}

/** One answered Bot API call. */
export interface TelegramFakeCall {
  method: string;
  body: Record<string, unknown>;
  receivedAt: number;
  /** The `result` answered (a Message for send methods). */
  result: unknown;
}

export interface RejectedTelegramCall {
  method: string;
  body: unknown;
  receivedAt: number;
  reason: 'unauthorized' | 'invalid' | 'injected';
  status: number;
  response: { ok: false; error_code: number; description: string; parameters?: { retry_after: number } };
}

/** A planned failure of the next message calls (send*, answerCallbackQuery). */
export interface TelegramFailure {
  status: 429 | 400 | 403 | 500;
  /** Seconds, for 429 (1 by default). */
  retryAfter?: number;
  description?: string;
}

export interface TelegramPushOptions {
  url?: string;
  /** Overrides the secret header (bad-secret tests); null sends none. */
  secretToken?: string | null;
}

export interface TelegramFake {
  /** Base URL, the runtime's TELEGRAM_API_URL (calls go to `${url}/bot<token>/<method>`). */
  readonly url: string;
  webhookUrl: string | undefined;
  secretToken: string | undefined;
  readonly calls: TelegramFakeCall[];
  readonly rejected: RejectedTelegramCall[];
  readonly events: EventEmitter<{ call: [TelegramFakeCall]; rejected: [RejectedTelegramCall] }>;
  /** Resolves once `count` calls (of `method`, when given) were answered; rejects after `timeoutMs`. */
  waitForCalls(count: number, timeoutMs?: number, method?: string): Promise<TelegramFakeCall[]>;
  /** The next `count` message calls answer `failure.status` with Telegram's error body. */
  failNext(count: number, failure: TelegramFailure): void;
  reset(): void;
  pushText(
    input: Omit<TelegramTextInput, 'messageId'> & { messageId?: number },
    options?: TelegramPushOptions,
  ): Promise<PushResult>;
  /** A button tap; the tapped message's text and keyboard are taken from what the bot sent when known. */
  pushCallbackQuery(input: TelegramCallbackInput, options?: TelegramPushOptions): Promise<PushResult>;
  /** Posts any update (object → JSON; string or Buffer as is); its update_id is left as given. */
  pushRaw(update: unknown, options?: TelegramPushOptions): Promise<PushResult>;
  close(): Promise<void>;
}

const PATH = /^\/bot([^/]+)\/([A-Za-z]+)$/;

/**
 * A fake Telegram Bot API: answers the methods Griot calls like api.telegram.org, records them,
 * fails on demand with Telegram's bodies (429 with retry_after), and pushes numbered updates.
 */
export async function startTelegramFake(options: TelegramFakeOptions): Promise<TelegramFake> {
  const waiter = new CountWaiter();
  const failures = new FailureQueue<TelegramFailure>();
  const poster = new WebhookPoster();
  const events = new EventEmitter<{ call: [TelegramFakeCall]; rejected: [RejectedTelegramCall] }>();
  const calls: TelegramFakeCall[] = [];
  const rejected: RejectedTelegramCall[] = [];
  // Counting per method keeps waitForCalls(n, t, method) O(1) per call during benchmarks.
  const counts = new Map<string, number>();
  // Messages the bot sent, so a pushed tap carries the keyboard it was made on, as on Telegram.
  const sentMessages = new Map<number, Record<string, unknown>>();
  let nextMessageId = 1;
  // update_ids must keep growing across restarts or the runtime drops them as replays: derive the
  // start from the clock (tenths of seconds since 2025, fits in 32 bits until 2031).
  let nextUpdateId = options.firstUpdateId ?? Math.floor((Date.now() - Date.UTC(2025, 0, 1)) / 100);
  const botId = Number(/^(\d+):/.exec(options.token)?.[1] ?? 123456789);
  const bot = { id: botId, is_bot: true, first_name: 'Griot Fake Bot', username: 'griot_fake_bot' };

  const handler: Handler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = PATH.exec(url.pathname);
    const raw = await readBody(req);
    const receivedAt = Date.now();
    const method = match?.[2] ?? '';
    const parsed = parseJson(raw);
    // Telegram also reads parameters from the query string.
    const body: Record<string, unknown> = {
      ...Object.fromEntries(url.searchParams),
      ...(isRecord(parsed) ? parsed : {}),
    };
    const reject = (
      reason: RejectedTelegramCall['reason'],
      status: number,
      description: string,
      retryAfter?: number,
    ) => {
      const response: RejectedTelegramCall['response'] = {
        ok: false,
        error_code: status,
        description,
        ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
      };
      const record: RejectedTelegramCall = { method, body: parsed, receivedAt, reason, status, response };
      rejected.push(record);
      events.emit('rejected', record);
      sendJson(res, status, response);
    };
    if (!match || decodeURIComponent(match[1] ?? '') !== options.token)
      return reject('unauthorized', 401, 'Unauthorized');
    if (!TELEGRAM_METHODS[method])
      return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    const problem = checkTelegramBody(method, body);
    if (problem) return reject('invalid', 400, problem);
    const failure = isMessageMethod(method) ? failures.take() : undefined;
    if (failure) {
      const retryAfter = failure.status === 429 ? (failure.retryAfter ?? 1) : undefined;
      return reject(
        'injected',
        failure.status,
        failure.description ?? describeFailure(failure.status, retryAfter),
        retryAfter,
      );
    }
    const result = answer(method, body);
    const record: TelegramFakeCall = { method, body, receivedAt, result };
    calls.push(record);
    counts.set(method, (counts.get(method) ?? 0) + 1);
    sendJson(res, 200, {
      ok: true,
      result,
      ...(method === 'setWebhook' ? { description: 'Webhook was set' } : {}),
    });
    events.emit('call', record);
    waiter.notify();
  };

  const answer = (method: string, body: Record<string, unknown>): unknown => {
    if (method === 'getMe')
      return {
        ...bot,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
      };
    if (method === 'setWebhook') {
      fake.webhookUrl = typeof body.url === 'string' && body.url !== '' ? body.url : undefined;
      if (typeof body.secret_token === 'string') fake.secretToken = body.secret_token;
      return true;
    }
    if (method === 'deleteWebhook') {
      fake.webhookUrl = undefined;
      return true;
    }
    if (method === 'getWebhookInfo')
      return { url: fake.webhookUrl ?? '', has_custom_certificate: false, pending_update_count: 0 };
    if (method === 'answerCallbackQuery') return true;
    const messageId = nextMessageId++;
    const message = sentMessageResult(method, body, messageId, bot);
    if (message.reply_markup !== undefined) sentMessages.set(messageId, message);
    return message;
  };

  const push = (update: unknown, push?: TelegramPushOptions): Promise<PushResult> => {
    const url = push?.url ?? fake.webhookUrl;
    if (!url)
      return Promise.reject(new Error('Telegram fake: no webhook URL (options, setWebhook or per push)'));
    const secret = push?.secretToken === undefined ? fake.secretToken : push.secretToken;
    return poster.post(
      url,
      toRawBody(update),
      secret == null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    );
  };

  const running = await startHttpServer(handler, options.port, options.host);
  const fake: TelegramFake = {
    url: running.url,
    webhookUrl: options.webhookUrl,
    secretToken: options.secretToken,
    calls,
    rejected,
    events,
    async waitForCalls(count, timeoutMs = 5000, method) {
      const current = () => (method === undefined ? calls.length : (counts.get(method) ?? 0));
      await waiter.wait(
        () => current() >= count,
        timeoutMs,
        () =>
          `Telegram fake: expected ${count} ${method ?? ''} call(s) within ${timeoutMs} ms, got ${current()}`,
      );
      return method === undefined ? calls.slice() : calls.filter((call) => call.method === method);
    },
    failNext: (count, failure) => failures.add(count, failure),
    reset() {
      calls.length = 0;
      rejected.length = 0;
      counts.clear();
      sentMessages.clear();
      failures.clear();
    },
    pushText: (input, o) =>
      push(buildTelegramTextUpdate(nextUpdateId++, input.messageId ?? nextMessageId++, input), o),
    pushCallbackQuery(input, o) {
      const known = sentMessages.get(input.messageId);
      const message =
        input.message ??
        (known && { text: known.text as string | undefined, reply_markup: known.reply_markup });
      return push(
        buildTelegramCallbackUpdate(nextUpdateId++, { ...input, ...(message ? { message } : {}) }, bot),
        o,
      );
    },
    pushRaw: (update, o) => push(update, o),
    async close() {
      waiter.rejectAll('Telegram fake closed');
      poster.destroy();
      await running.close();
    },
  };
  return fake;
}

function describeFailure(status: TelegramFailure['status'], retryAfter: number | undefined): string {
  if (status === 429) return `Too Many Requests: retry after ${retryAfter}`;
  if (status === 403) return 'Forbidden: bot was blocked by the user';
  if (status === 400) return 'Bad Request: chat not found';
  return 'Internal Server Error';
}
