import type { LlmConfig } from '../../lib/llmConfig';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletion {
  content: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/** The endpoint failed for good (after retries), or did not answer in time. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** Waits before retries on 429 and 5xx. */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * One OpenAI-compatible POST {LLM_BASE_URL}/chat/completions, asking for a JSON object
 * (`response_format`), retried on 429 and 5xx within the configured budget. A provider that refuses
 * `response_format` (400 naming it) is asked once more without it.
 */
export async function chatCompletion(
  config: LlmConfig,
  messages: readonly ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<ChatCompletion> {
  if (!config.baseUrl) throw new LlmError('no LLM endpoint configured');
  const deadline = AbortSignal.timeout(config.timeoutMs);
  let structured = true;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: 0.2,
          ...(structured ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: deadline,
      });
    } catch (error) {
      if (deadline.aborted) throw new LlmError('LLM timeout', undefined, true);
      if (attempt < RETRY_DELAYS_MS.length) {
        await pause(RETRY_DELAYS_MS[attempt] ?? 0, deadline);
        continue;
      }
      throw new LlmError(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    if (response.status === 400 && structured && /response_format/i.test(text)) {
      structured = false;
      continue;
    }
    if ((response.status === 429 || response.status >= 500) && attempt < RETRY_DELAYS_MS.length) {
      await pause(RETRY_DELAYS_MS[attempt] ?? 0, deadline);
      continue;
    }
    if (!response.ok) throw new LlmError(`LLM answered ${response.status}`, response.status);
    return readCompletion(text, config.model);
  }
}

function readCompletion(text: string, model: string): ChatCompletion {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LlmError('LLM answer is not JSON');
  }
  const record = isRecord(body) ? body : {};
  const choice = Array.isArray(record.choices) ? record.choices[0] : undefined;
  const message = isRecord(choice) && isRecord(choice.message) ? choice.message : {};
  const usage = isRecord(record.usage) ? record.usage : {};
  return {
    content: typeof message.content === 'string' ? message.content : '',
    model: typeof record.model === 'string' && record.model !== '' ? record.model : model,
    inputTokens: typeof usage.prompt_tokens === 'number' ? usage.prompt_tokens : 0,
    outputTokens: typeof usage.completion_tokens === 'number' ? usage.completion_tokens : 0,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new LlmError('LLM timeout', undefined, true));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new LlmError('LLM timeout', undefined, true));
      },
      { once: true },
    );
  });
}
