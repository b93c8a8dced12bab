/** What came back from a JSON POST; `status` 0 means no answer at all (network, timeout). */
export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON and reads the JSON answer, never throwing: a timeout or a refused connection is
 * status 0, which the callers treat as worth retrying.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML error page): kept as text for the error record.
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
