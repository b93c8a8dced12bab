import { Agent, type Dispatcher, request } from 'undici';

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
  method?: 'GET' | 'POST';
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
 */
export async function requestJson(url: string, options: JsonRequest = {}): Promise<JsonResponse> {
  const timeout = options.timeoutMs ?? 10_000;
  const hasBody = options.json !== undefined;
  try {
    const response = await request(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: hasBody ? { 'content-type': 'application/json', ...options.headers } : options.headers,
      ...(hasBody ? { body: JSON.stringify(options.json) } : {}),
      dispatcher: options.dispatcher ?? platformConnections,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const text = await response.body.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.statusCode, body: parsed };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

/** POSTs JSON and reads the JSON answer, never throwing (see requestJson). */
export function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  return requestJson(url, { method: 'POST', json: body, ...options });
}
