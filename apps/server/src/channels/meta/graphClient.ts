import { isRecord, readNumber, readRecord, readString } from '@griot/channels/isRecord';
import { parseGraphError } from '@griot/channels/whatsapp/parseGraphError';
import { type Dispatcher, request } from 'undici';
import { type JsonResponse, platformConnections, requestJson } from '../../lib/requestJson';

/**
 * Where Graph is (GRAPH_API_URL, GRAPH_API_VERSION). Read at each call: the tests and the demo
 * point a running server at a fake by changing the configuration.
 */
export interface GraphTarget {
  graphApiUrl: string;
  graphApiVersion: string;
}

/** What Graph answered; `status` 0 means no answer at all (network, timeout), `body` then says why. */
export type GraphAnswer = JsonResponse;

export interface GraphCall {
  /** The business or page token, sent as `Authorization: Bearer …`. */
  token?: string;
  query?: Record<string, string>;
  timeoutMs?: number;
}

/** A refused Graph call, from `{ error: { message, type, code, error_subcode, error_data, fbtrace_id } }`. */
export interface MetaGraphError {
  /** The HTTP status (0: no answer). */
  status: number;
  /** Meta's error code; 0 when the answer holds no Graph error (a proxy's page, no answer). */
  code: number;
  subcode?: number;
  type?: string;
  message: string;
  /** Meta's short title (error_user_title), else the message without its "(#code)". */
  title: string;
  details: string;
  fbtraceId?: string;
  /** Worth another try later: throttling, maintenance, a transient failure (parseGraphError). */
  retryable: boolean;
}

/** The one way to call Graph: its address, version and token in one place, answers that never throw. */
export interface GraphClient {
  get(path: string, call?: GraphCall): Promise<GraphAnswer>;
  post(path: string, json?: unknown, call?: GraphCall): Promise<GraphAnswer>;
  /** DELETE (a template, by name): Graph answers `{ success: true }`. */
  delete(path: string, call?: GraphCall): Promise<GraphAnswer>;
  /** A paging link Graph gave (`paging.next`): already a whole address, followed as it is. */
  follow(url: string, call?: GraphCall): Promise<GraphAnswer>;
  /** The bytes at an address Graph gave (a media's URL), with the token; status 0 when unreachable. */
  download(
    url: string,
    call?: GraphCall & { bodyTimeoutMs?: number },
  ): Promise<{ status: number; data?: Buffer }>;
}

/** `{GRAPH_API_URL}/{GRAPH_API_VERSION}/{path}?{query}`: a path's segments are the caller's to encode. */
export function graphAddress(target: GraphTarget, path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${target.graphApiUrl}/${target.graphApiVersion}/${path}${search}`;
}

/**
 * A Graph client over `target`. Sends share the platforms' keep-alive connections; a caller with
 * a few slow calls of its own (onboarding) gives its own `dispatcher` and `timeoutMs`.
 */
export function createGraphClient(
  target: GraphTarget,
  options: { dispatcher?: Dispatcher; timeoutMs?: number } = {},
): GraphClient {
  const dispatcher = options.dispatcher ?? platformConnections;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, call: GraphCall, json?: unknown) =>
    requestJson(url, {
      method,
      headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
      json,
      timeoutMs: call.timeoutMs ?? options.timeoutMs,
      dispatcher,
    });
  return {
    get: (path, call = {}) => send('GET', graphAddress(target, path, call.query), call),
    post: (path, json, call = {}) => send('POST', graphAddress(target, path, call.query), call, json),
    delete: (path, call = {}) => send('DELETE', graphAddress(target, path, call.query), call),
    follow: (url, call = {}) => send('GET', url, call),
    async download(url, call = {}) {
      const timeout = call.timeoutMs ?? options.timeoutMs ?? 10_000;
      try {
        const response = await request(url, {
          headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
          dispatcher,
          headersTimeout: timeout,
          bodyTimeout: call.bodyTimeoutMs ?? timeout,
        });
        if (response.statusCode !== 200) {
          await response.body.dump();
          return { status: response.statusCode };
        }
        return { status: 200, data: Buffer.from(await response.body.arrayBuffer()) };
      } catch {
        return { status: 0 };
      }
    },
  };
}

/** The Graph error of a refused call, typed; any answer that is not one reads as code 0. */
export function readGraphError(answer: GraphAnswer): MetaGraphError {
  const parsed = parseGraphError(answer.body, answer.status);
  const error = isRecord(answer.body) ? readRecord(answer.body, 'error') : undefined;
  const subcode = error && readNumber(error, 'error_subcode');
  const type = error && readString(error, 'type');
  return {
    status: answer.status,
    code: parsed.code,
    ...(subcode === undefined ? {} : { subcode }),
    ...(type === undefined ? {} : { type }),
    message: parsed.message,
    title: parsed.title,
    details: parsed.details,
    ...(parsed.fbtraceId === undefined ? {} : { fbtraceId: parsed.fbtraceId }),
    retryable: parsed.retryable,
  };
}
