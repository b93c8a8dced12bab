/** The assistant's language model: any OpenAI-compatible chat endpoint (OpenAI, Mistral, Ollama, vLLM). */
export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; unset: the local answerer. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /**
   * LLM_EMBEDDINGS_MODEL: with an endpoint, knowledge chunks and questions are also embedded
   * (POST {baseUrl}/embeddings) and retrieval mixes vector similarity with full text.
   */
  embeddingsModel: string | undefined;
  /** One call's whole budget, retries included (30 s unless LLM_TIMEOUT_MS says otherwise). */
  timeoutMs: number;
  /** US dollars per million tokens, for the cost report (LLM_PRICE_INPUT / LLM_PRICE_OUTPUT). */
  priceInputPerMillion: number;
  priceOutputPerMillion: number;
}

/** The model name the local answerer reports when no endpoint is configured. */
export const LOCAL_MODEL = 'griot-local';

/** Reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_EMBEDDINGS_MODEL (and the prices) from the environment. */
export function loadLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const baseUrl = env.LLM_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
  return {
    baseUrl,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    model: env.LLM_MODEL?.trim() || (baseUrl ? 'gpt-4o-mini' : LOCAL_MODEL),
    embeddingsModel: (baseUrl && env.LLM_EMBEDDINGS_MODEL?.trim()) || undefined,
    timeoutMs: positive(env.LLM_TIMEOUT_MS, 30_000),
    priceInputPerMillion: positive(env.LLM_PRICE_INPUT, 0.15),
    priceOutputPerMillion: positive(env.LLM_PRICE_OUTPUT, 0.6),
  };
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
