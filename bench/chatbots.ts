/**
 * Issue 3 figures: with 1,000 chatbots on one account and 100,000 end-users, the latency of
 * GET /api/get/list/chatbots and GET /api/get/stats (p50, p95, p99 over sequential calls after a
 * warm-up). Prints figures; asserts nothing.
 *
 *   npm run bench:chatbots            (BENCH_CHATBOTS, BENCH_END_USERS, BENCH_CALLS to change sizes)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { percentile, waitUntilUp } from './benchSupport';
import { serverCommand } from './serverCommand';

const root = path.resolve(import.meta.dirname, '..');
const chatbotCount = Number(process.env.BENCH_CHATBOTS ?? 1000);
const endUserCount = Number(process.env.BENCH_END_USERS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 300);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-chatbots-'));
  fs.chmodSync(dataDir, 0o755);
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const seeded = performance.now();
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/admin/cli.ts',
      'seed-demo',
      '--chatbots',
      String(chatbotCount - 5),
      '--end-users',
      String(endUserCount),
    ],
    { cwd: root, env },
  ).toString();
  console.log(
    `seeded ${chatbotCount} chatbots and ${endUserCount} end-users in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const password = /Mot de passe : (\S+)/.exec(output)?.[1] ?? '';

  const port = await findFreePort();
  const server = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}/api`;
    await waitUntilUp(`${base}/openapi.json`, server);
    const login = await fetch(`${base}/verify/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@griot.local', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${base}/get/list/chatbots`, { headers })).json()) as {
      chatbots: unknown[];
    };
    console.log(`the list holds ${list.chatbots.length} chatbots`);
    for (const route of ['/get/list/chatbots', '/get/stats']) {
      const timings = await measure(`${base}${route}`, headers);
      console.log(
        `GET /api${route}`.padEnd(28),
        `p50 ${percentile(timings, 50).toFixed(1)} ms  p95 ${percentile(timings, 95).toFixed(1)} ms  p99 ${percentile(timings, 99).toFixed(1)} ms  (${calls} calls)`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url: string, headers: Record<string, string>): Promise<number[]> {
  for (let warm = 0; warm < 20; warm += 1) await (await fetch(url, { headers })).arrayBuffer();
  const timings: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    timings.push(performance.now() - started);
  }
  return timings;
}

await main();
