import { Agent, request } from 'undici';

/** What came back from a JSON POST; `status` 0 means no answer at all (network, timeout). */
export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * Keep-alive connections to the platforms, shared by every send of the process. undici's
 * `request` rather than `fetch`: at a thousand sends a second, fetch's web streams and abort
 * signals cost more CPU than the rest of the runtime together (measured by bench:runtime).
 */
const platforms = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

/**
 * POSTs JSON and reads the JSON answer, never throwing: a timeout or a refused connection is
 * status 0, which the callers treat as worth retrying.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  const timeout = options.timeoutMs ?? 10_000;
  try {
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      dispatcher: platforms,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
    const text = await response.body.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML error page): kept as text for the error record.
    }
    return { status: response.statusCode, body: parsed };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
