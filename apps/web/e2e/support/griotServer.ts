import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export interface GriotServer {
  baseURL: string;
  /** Its DATA_DIR (embedded PostgreSQL, outbox, files). */
  dataDir: string;
  /** SIGTERM, wait for the exit, remove the data dir. */
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`) on a fresh DATA_DIR, with
 * NODE_ENV=test (the captcha seam), TRUST_PROXY (each test account speaks from its own address,
 * see accounts.ts) and OVERLOAD_GUARD=off; resolves once it answers. `env` adds or overrides settings (a Graph fake…).
 */
export async function startGriotServer(options: {
  dataDirPrefix: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<GriotServer> {
  // A port already taken (another run's server) would answer the readiness check in this one's
  // place: the run would test that server and its data.
  if (options.port !== undefined) await assertPortFree(options.port);
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDirPrefix));
  fs.chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: 'true',
      // Two browsers, this server and its PostgreSQL share two cores: busy seconds are the
      // suite's own load, not an overload to shed (the guard has tests of its own).
      OVERLOAD_GUARD: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseURL}/api/openapi.json`, server);
  return {
    baseURL,
    dataDir,
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 90 s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use: stop what listens there or set E2E_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
