import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@griot/db/embeddedPostgres';
import { findFreePort } from '@griot/db/findFreePort';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** A PostgreSQL of its own for a fault test: it can be stopped and started under a running server. */
export async function startOwnPostgres(dataDir: string, port?: number): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({
    dataDir,
    log: () => {},
    ...(port === undefined ? {} : { port }),
    settings: { fsync: 'off' },
  });
}

/** A throwaway data dir traversable by the postgres user (root runs initdb as postgres). */
export function newDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote on stderr (its warnings and errors), for failure messages. */
  stderr(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ServerProcessEnv {
  databaseUrl: string;
  dataDir: string;
  port?: number;
  extra?: Record<string, string>;
  /** How long it may take to answer /api/health (tsx compiles the sources first: slow on a busy machine). */
  upWithinMs?: number;
}

/**
 * `npm start` as production runs it (node --import tsx apps/server/src/main.ts), on DATABASE_URL,
 * with its own port; resolves once GET /api/health answers. DATA_DIR holds SECRET_KEY: a restart
 * with the same dir reads the same channel secrets.
 */
export async function startServerProcess(env: ServerProcessEnv): Promise<ServerProcess> {
  const { url, child, stderr } = await spawnServerProcess(env);
  const upWithinMs = env.upWithinMs ?? 60_000;
  const deadline = Date.now() + upWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not up in ${upWithinMs / 1000} s: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stderr,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * The server process started, not awaited: for a test of how it starts (or refuses to). What it
 * writes is kept (the last 20 kB of each stream): stderr, and stdout (its JSON log lines) when
 * `keepStdout` asks for it.
 */
export async function spawnServerProcess(
  env: ServerProcessEnv,
  { keepStdout = false }: { keepStdout?: boolean } = {},
): Promise<{ url: string; child: ChildProcess; stderr(): string; stdout(): string }> {
  const port = env.port ?? (await findFreePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: env.databaseUrl,
      DATA_DIR: env.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(env.dataDir, 'no-web'),
      ...env.extra,
    },
    stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  const kept = { stdout: '', stderr: '' };
  for (const name of ['stdout', 'stderr'] as const)
    child[name]?.on('data', (chunk: Buffer) => {
      kept[name] = `${kept[name]}${chunk.toString('utf8')}`.slice(-20_000);
    });
  return { url, child, stderr: () => kept.stderr, stdout: () => kept.stdout };
}

/**
 * JSON call to a server process; throws with the body on a non-2xx answer. A 503 from the
 * overload guard is tried again after a second, as a person would: the guard answers before any
 * work is done (a process just restarted may be busy replaying its backlog on a loaded machine).
 */
export async function callJson(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status === 503 && response.headers.has('retry-after') && attempt < 30) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  }
}

/** An unguessable suffix for names that must not collide across runs. */
export const uniqueSuffix = () => randomBytes(3).toString('hex');
