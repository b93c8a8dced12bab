import { Agent, type Dispatcher } from 'undici';

/** What came back from a platform; `status` 0 means no answer at all (network, timeout), `body` then says why. */
export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * Keep-alive connections to the platforms, shared by every send of the process. undici's
 * `request` rather than `fetch`: at a thousand sends a second, fetch's web streams and abort
 * signals cost more CPU than the rest of the runtime together (measured by bench:runtime).
 */
export const platformConnections = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON; a request without it has no body. */
  json?: unknown;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
}

/**
 * Calls a platform and reads its JSON answer, never throwing: a timeout or a refused connection
 * is status 0, which the callers treat as worth retrying. An answer that is not JSON (a proxy's
 * HTML error page) is kept as text for the error record.
 *
 * Through undici's `dispatch` with a handler of our own rather than `request`: the answer's bytes
 * are gathered as they come instead of through a body stream and its promises. Each reply of the
 * runtime is one or two calls here, and at a thousand a second `request`'s stream cost about
 * 25 µs of CPU per call more (measured: 56-69 against 32-40 µs per call on a local server).
 */
export function requestJson(url: string, options: JsonRequest = {}): Promise<JsonResponse> {
  const timeout = options.timeoutMs ?? 10_000;
  const hasBody = options.json !== undefined;
  return new Promise((resolve) => {
    let status = 0;
    const chunks: Buffer[] = [];
    const fail = (error: unknown) =>
      resolve({ status: 0, body: error instanceof Error ? error.message : String(error) });
    try {
      const { origin, pathname, search } = new URL(url);
      (options.dispatcher ?? platformConnections).dispatch(
        {
          origin,
          path: `${pathname}${search}`,
          method: options.method ?? (hasBody ? 'POST' : 'GET'),
          headers: hasBody ? { 'content-type': 'application/json', ...options.headers } : options.headers,
          ...(hasBody ? { body: JSON.stringify(options.json) } : {}),
          headersTimeout: timeout,
          bodyTimeout: timeout,
        },
        {
          onConnect: () => {},
          onHeaders: (statusCode) => {
            // 1xx (100 Continue…) are not the answer.
            if (statusCode >= 200) status = statusCode;
            return true;
          },
          onData: (chunk) => {
            chunks.push(chunk);
            return true;
          },
          onComplete: () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch {
              // Not JSON: kept as text.
            }
            resolve({ status, body: parsed });
          },
          onError: fail,
        },
      );
    } catch (error) {
      fail(error);
    }
  });
}

/** POSTs JSON and reads the JSON answer, never throwing (see requestJson). */
export function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  return requestJson(url, { method: 'POST', json: body, ...options });
}
