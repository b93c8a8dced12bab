import type { LlmConfig } from '../../lib/llmConfig';
import { LlmError } from './llmClient';

/** Inputs sent per request (OpenAI accepts 2,048; smaller batches keep each call short). */
export const EMBEDDING_BATCH = 64;
/** Waits before retries on 429, 5xx and network errors, as the chat client. */
const RETRY_DELAYS_MS = [500, 1500];

/**
 * The embeddings of `texts`, in order, L2-normalised (a dot product is then their cosine), through
 * the OpenAI-compatible POST {LLM_BASE_URL}/embeddings with LLM_EMBEDDINGS_MODEL, `texts.length /
 * EMBEDDING_BATCH` requests one after the other. Each request has `timeoutMs` (retries included)
 * and is retried on 429 and 5xx; a failure for good throws an LlmError.
 */
export async function createEmbeddings(
  config: LlmConfig,
  texts: readonly string[],
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<Float32Array[]> {
  if (!config.baseUrl || !config.embeddingsModel) throw new LlmError('no embeddings model configured');
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += EMBEDDING_BATCH) {
    const batch = texts.slice(start, start + EMBEDDING_BATCH);
    const embedded = await embedBatch(
      config,
      batch,
      options.timeoutMs ?? config.timeoutMs,
      options.fetchImpl,
    );
    const dimensions = vectors[0]?.length ?? embedded[0]?.length;
    if (embedded.some((vector) => vector.length !== dimensions))
      throw new LlmError('embeddings of different dimensions');
    vectors.push(...embedded);
  }
  return vectors;
}

async function embedBatch(
  config: LlmConfig,
  input: readonly string[],
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Float32Array[]> {
  const deadline = AbortSignal.timeout(timeoutMs);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        // An empty input is refused by some providers: a blank chunk is sent as one space.
        body: JSON.stringify({ model: config.embeddingsModel, input: input.map((text) => text || ' ') }),
        signal: deadline,
      });
    } catch (error) {
      if (deadline.aborted) throw new LlmError('embeddings timeout', undefined, true);
      if (attempt < RETRY_DELAYS_MS.length) {
        await pause(RETRY_DELAYS_MS[attempt] ?? 0, deadline);
        continue;
      }
      throw new LlmError(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    if ((response.status === 429 || response.status >= 500) && attempt < RETRY_DELAYS_MS.length) {
      await pause(RETRY_DELAYS_MS[attempt] ?? 0, deadline);
      continue;
    }
    if (!response.ok) throw new LlmError(`embeddings endpoint answered ${response.status}`, response.status);
    return readEmbeddings(text, input.length);
  }
}

/** `data[i].embedding` in the order of `data[i].index` (when given), each normalised. */
function readEmbeddings(text: string, count: number): Float32Array[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LlmError('embeddings answer is not JSON');
  }
  const data =
    typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
      ? ((body as { data: unknown[] }).data as unknown[])
      : [];
  if (data.length !== count) throw new LlmError(`embeddings answer has ${data.length} vectors for ${count}`);
  const vectors: Float32Array[] = new Array(count);
  for (const [position, item] of data.entries()) {
    const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const index = typeof record.index === 'number' ? record.index : position;
    const embedding = record.embedding;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((value) => typeof value === 'number' && Number.isFinite(value)) ||
      index < 0 ||
      index >= count ||
      vectors[index]
    )
      throw new LlmError('embeddings answer is malformed');
    vectors[index] = normalise(Float32Array.from(embedding as number[]));
  }
  return vectors;
}

/** The vector scaled to length 1 (a zero vector stays zero). */
export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0)
    for (let index = 0; index < vector.length; index += 1) vector[index] = (vector[index] ?? 0) / norm;
  return vector;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new LlmError('embeddings timeout', undefined, true));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new LlmError('embeddings timeout', undefined, true));
      },
      { once: true },
    );
  });
}
