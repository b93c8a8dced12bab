import { startLlmFake } from '@griot/fakes/llmFake';
import type { FullConfig } from '@playwright/test';
import { startGriotServer } from './griotServer';

/**
 * Starts the real server once for the run, on a fresh DATA_DIR (its own embedded PostgreSQL and
 * outbox), with NODE_ENV=test so the captcha seam exists. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3917';
  // GRIOT IA answers through the OpenAI-compatible fake (knowledge.spec.ts).
  const llm = await startLlmFake();
  const server = await startGriotServer({
    dataDirPrefix: 'griot-e2e-',
    port: Number(new URL(baseURL).port),
    env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'griot-fake' },
  });
  process.env.E2E_DATA_DIR = server.dataDir;

  return async () => {
    await server.stop();
    await llm.close();
  };
}
