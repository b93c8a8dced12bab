import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLlmFake } from '@griot/fakes/llmFake';
import type { FullConfig } from '@playwright/test';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * Starts the real server once for the run, on a fresh DATA_DIR (its own embedded PostgreSQL and
 * outbox), with NODE_ENV=test so the captcha seam exists. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:3917';
  const port = new URL(baseURL).port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
  // GRIOT IA answers through the OpenAI-compatible fake (knowledge.spec.ts).
  const llm = await startLlmFake();

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Each test account speaks from its own address (X-Forwarded-For, see accounts.ts), so the
      // per-address limits on registration and login stay in force without one run exhausting them.
      TRUST_PROXY: 'true',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'griot-fake',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/openapi.json`, server);

  return async () => {
    await stopServer(server);
    await llm.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 60 s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
