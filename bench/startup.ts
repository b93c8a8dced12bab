/**
 * Foundation figures (issue 2): time from start to the first HTTP 200 on a new and on an existing
 * data dir, server + PostgreSQL memory at idle, clean stop, and the gzip size of the JavaScript
 * the /login page loads in Chromium. Prints figures; asserts nothing.
 *
 *   npm run bench:startup
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findFreePort } from '@griot/db/findFreePort';
import { frenchPage, launchBenchChromium } from './browserBench';
import { serverCommand } from './serverCommand';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/ensureWebBuild.mjs'], { cwd: root, stdio: 'inherit' });
  const fresh: number[] = [];
  const existing: number[] = [];
  let memory: { nodeRssMb: number; postgresPssMb: number; postgresRssMb: number } | undefined;
  let jsGzipKb = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-'));
    fs.chmodSync(dataDir, 0o755);
    const first = await startServer(dataDir);
    fresh.push(first.ms);
    await stopServer(first.child, dataDir);
    const second = await startServer(dataDir);
    existing.push(second.ms);
    if (run === RUNS - 1) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      memory = measureMemory(second.child.pid ?? 0, dataDir);
      jsGzipKb = await loginPageJavaScript(second.url);
    }
    await stopServer(second.child, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const line = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(44)} median ${median(values).toFixed(0)} ms   (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
    );
  console.log('\nGriot startup benchmark');
  line('start → first HTTP 200, new data dir', fresh);
  line('start → first HTTP 200, existing data dir', existing);
  if (memory) {
    console.log(`${'idle memory: node RSS'.padEnd(44)} ${memory.nodeRssMb.toFixed(1)} MB`);
    console.log(
      `${'idle memory: PostgreSQL PSS (RSS)'.padEnd(44)} ${memory.postgresPssMb.toFixed(1)} MB (${memory.postgresRssMb.toFixed(1)} MB)`,
    );
    console.log(
      `${'idle memory: server + PostgreSQL (PSS)'.padEnd(44)} ${(memory.nodeRssMb + memory.postgresPssMb).toFixed(1)} MB`,
    );
  }
  console.log(`${'JavaScript loaded by /login (gzip)'.padEnd(44)} ${jsGzipKb.toFixed(1)} KB`);
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number; url: string }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/login`)).status === 200)
        return { child, ms: performance.now() - started, url };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(pidFile)) console.log(`  warning: postmaster.pid still present after stop in ${dataDir}`);
}

function measureMemory(
  nodePid: number,
  dataDir: string,
): { nodeRssMb: number; postgresPssMb: number; postgresRssMb: number } {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    .toString()
    .trim()
    .split(/\s+/)
    .map(Number);
  const pids = [postmaster, ...children];
  const kb = (pid: number, file: string, field: string) =>
    Number(
      new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0,
    );
  return {
    nodeRssMb: kb(nodePid, 'status', 'VmRSS') / 1024,
    postgresPssMb: pids.reduce((sum, pid) => sum + kb(pid, 'smaps_rollup', 'Pss'), 0) / 1024,
    postgresRssMb: pids.reduce((sum, pid) => sum + kb(pid, 'status', 'VmRSS'), 0) / 1024,
  };
}

/** Loads /login in Chromium and adds up the gzip size of every script it fetched. */
async function loginPageJavaScript(url: string): Promise<number> {
  const browser = await launchBenchChromium();
  const page = await frenchPage(browser);
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await browser.close();
  return total / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

await main();
