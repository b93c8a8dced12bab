import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { findFreePort } from '@griot/db/findFreePort';
import { Pool } from 'undici';
import { waitUntilUp } from './benchSupport';
import { runtimeServer } from './serverCommand';

/** One Griot server process of the runtime benchmark, with what it logged and what was measured on it. */
export interface Griot {
  /** 1-based, as printed. */
  number: number;
  child: ChildProcess;
  pid: number;
  port: number;
  pool: Pool;
  /** The last lines the process logged (stdout and stderr), and how many were warnings or errors. */
  output: string[];
  lines: number;
  warnings: number;
  errors: number;
  lastProblem: string;
  /** Measured-window figures of the webhooks sent to this process. */
  sent: number;
  webhookMs: number[];
  endToEndMs: number[];
  webhookErrors: number;
}

/**
 * Starts `npm start`'s server (through tsx) on a free port with `env`, counting the warnings and
 * errors it logs and keeping its last lines for the report; resolves once it answers.
 */
export async function startGriotProcess(
  number: number,
  env: NodeJS.ProcessEnv,
  nodeOptions: string[],
): Promise<Griot> {
  const port = await findFreePort();
  const server = runtimeServer();
  const child = spawn(process.execPath, [...nodeOptions, ...server.args], {
    cwd: server.cwd,
    env: { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const griot: Griot = {
    number,
    child,
    pid: child.pid ?? 0,
    port,
    pool: new Pool(`http://127.0.0.1:${port}`, { connections: 256, keepAliveTimeout: 30_000 }),
    output: [],
    lines: 0,
    warnings: 0,
    errors: 0,
    lastProblem: '',
    sent: 0,
    webhookMs: [],
    endToEndMs: [],
    webhookErrors: 0,
  };
  // BENCH_OUTPUT=file: everything the server prints, kept whole (BENCH_PG_EXPLAIN's plans come
  // through its debug log).
  const outputFile = process.env.BENCH_OUTPUT ? fs.createWriteStream(process.env.BENCH_OUTPUT) : undefined;
  const onOutput = (chunk: Buffer) => {
    outputFile?.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      griot.output.push(line);
      griot.lines += 1;
      // pino writes JSON lines with a numeric level: 40 warn, 50 error, 60 fatal.
      const level = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0);
      if (level >= 50) griot.errors += 1;
      else if (level >= 40) griot.warnings += 1;
      if (level >= 40 || !line.startsWith('{')) griot.lastProblem = line;
    }
    if (griot.output.length > 200) griot.output.splice(0, griot.output.length - 200);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/openapi.json`, child);
  } catch (error) {
    // Not handed back, so nobody else stops it.
    child.kill('SIGKILL');
    await griot.pool.close();
    throw new Error(`Griot process ${number}: ${String(error)}\n${griot.output.join('\n')}`);
  }
  return griot;
}
