/**
 * Issue 25 figures: upload and download of a 10 MB file through the S3-compatible store (s3rver,
 * started here) and through the local folder, in the same run (p50 of BENCH_RUNS each), and the
 * server process's peak RSS, sampled every 50 ms, while 20 clients upload a 10 MB file each at
 * once. The upload route is the flow editor's document upload (PDF, 15 MB at most): the one that
 * takes 10 MB. Prints figures; asserts nothing.
 *
 *   npm run bench:files             (BENCH_RUNS, BENCH_PARALLEL, BENCH_MB to change sizes)
 *
 * Before/after: BENCH_SERVER_ROOT=/path/to/a/checkout runs that checkout's compiled server
 * (apps/server/dist/main.mjs, built there first) on the local folder only: a checkout of the
 * commit before the streamed uploads gives the "before" memory figure.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@griot/db/findFreePort';
import { startS3Server } from '../apps/server/src/test/startS3Server';
import { createUserCommand, field, percentile, waitUntilUp } from './benchSupport';
import { processCpuSeconds, processMemory } from './processStats';
import { serverCommand } from './serverCommand';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const parallel = Number(process.env.BENCH_PARALLEL ?? 20);
const fileBytes = Number(process.env.BENCH_MB ?? 10) * 1024 * 1024;
const otherServer = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : undefined;
const SAMPLE_MS = 50;
const EMAIL = 'bench-files@griot.local';
const PASSWORD = 'benchmark-files-1';

interface StoreFigures {
  store: string;
  uploadMs: number[];
  downloadMs: number[];
  /** Timed requests the overload guard answered 503 (sent again, not timed). */
  timedRefused: number;
  idleRssMb: number;
  peakRssMb: number;
  parallelMs: number;
  parallelCpuSeconds: number;
  /** Uploads of the burst the overload guard answered 503 (sent again after its Retry-After). */
  refused: number;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-files-'));
  fs.chmodSync(dataDir, 0o755);
  const pdf = pdfOf(fileBytes);
  const figures: StoreFigures[] = [];
  try {
    execFileSync(
      process.execPath,
      createUserCommand({ email: EMAIL, password: PASSWORD, name: 'Bench Fichiers' }),
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
    );
    figures.push(await measureStore('local folder', dataDir, {}, pdf));
    if (!otherServer) {
      const s3 = await startS3Server();
      try {
        figures.push(await measureStore('S3 (s3rver)', dataDir, s3.env, pdf));
      } finally {
        await s3.close();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const mb = (fileBytes / 1024 / 1024).toFixed(0);
  console.log(`\nGriot files benchmark: ${mb} MB PDF through POST /api/strong/upload/document/block`);
  if (otherServer) console.log(`server: ${otherServer}`);
  for (const figure of figures) {
    const line = (label: string, values: number[]) =>
      console.log(
        `  ${label.padEnd(36)} p50 ${percentile(values, 50).toFixed(0)} ms   (runs: ${values.map((value) => value.toFixed(0)).join(', ')})`,
      );
    console.log(`\n${figure.store}`);
    line(`upload of ${mb} MB`, figure.uploadMs);
    line(`download of ${mb} MB (/api/public)`, figure.downloadMs);
    if (figure.timedRefused > 0)
      console.log(`  ${''.padEnd(36)} (${figure.timedRefused} of those requests answered 503 first)`);
    console.log(
      `  ${`${parallel} parallel uploads of ${mb} MB`.padEnd(36)} ${figure.parallelMs.toFixed(0)} ms, server CPU ${figure.parallelCpuSeconds.toFixed(1)} s, ${figure.refused} answered 503 then sent again`,
    );
    console.log(
      `  ${'  server RSS during them'.padEnd(36)} ${figure.idleRssMb.toFixed(0)} MB before, peak ${figure.peakRssMb.toFixed(0)} MB (+${(figure.peakRssMb - figure.idleRssMb).toFixed(0)} MB; sampled every ${SAMPLE_MS} ms)`,
    );
  }
}

/** One server on `dataDir` with the store `env` names: timed uploads and downloads, then the parallel burst. */
async function measureStore(
  store: string,
  dataDir: string,
  env: Record<string, string>,
  pdf: Blob,
): Promise<StoreFigures> {
  const { server, base } = await startServer(dataDir, env);
  try {
    const headers = { authorization: `Bearer ${await logIn(base)}` };
    let refused = 0;
    /**
     * One request and its time; a 503 of the overload guard (a busy event loop) is sent again
     * after its Retry-After, as a client does, and counted: the time is the answered attempt's.
     */
    const timed = async (send: () => Promise<Response>): Promise<{ response: Response; ms: number }> => {
      for (;;) {
        const started = performance.now();
        const response = await send();
        if (response.status !== 503) {
          // The answer read whole: a download's time is its last byte's.
          const body = await response.arrayBuffer();
          return { response: new Response(body, response), ms: performance.now() - started };
        }
        await response.arrayBuffer();
        refused += 1;
        const seconds = Number(response.headers.get('retry-after') ?? 1);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      }
    };
    const upload = async (): Promise<{ filePath: string; ms: number }> => {
      const { response, ms } = await timed(() => {
        const form = new FormData();
        form.append('docfromplayground', pdf, 'Catalogue.pdf');
        return fetch(`${base}/strong/upload/document/block`, { method: 'POST', headers, body: form });
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(answer)}`);
      return { filePath: field(answer, 'filePath'), ms };
    };
    const download = async (filePath: string): Promise<number> => {
      const { response, ms } = await timed(() => fetch(`${base}/public/${filePath}`));
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok || bytes !== pdf.size) throw new Error(`download: ${response.status}, ${bytes} bytes`);
      return ms;
    };
    // Warm-up: the first upload and download pay for the route's first compilation.
    await download((await upload()).filePath);
    const uploadMs: number[] = [];
    const downloadMs: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const uploaded = await upload();
      uploadMs.push(uploaded.ms);
      downloadMs.push(await download(uploaded.filePath));
    }
    const timedRefused = refused;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const pid = server.pid ?? 0;
    const idleRssMb = processMemory(pid).rss;
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, processMemory(pid).rss);
    }, SAMPLE_MS);
    refused = 0;
    const cpuBefore = processCpuSeconds(pid);
    const started = performance.now();
    try {
      await Promise.all(Array.from({ length: parallel }, upload));
    } finally {
      clearInterval(sampler);
    }
    const parallelMs = performance.now() - started;
    const parallelCpuSeconds = processCpuSeconds(pid) - cpuBefore;
    peakRssMb = Math.max(peakRssMb, processMemory(pid).rss);
    return {
      store,
      uploadMs,
      downloadMs,
      timedRefused,
      idleRssMb,
      peakRssMb,
      parallelMs,
      parallelCpuSeconds,
      refused,
    };
  } finally {
    await stopServer(server);
  }
}

async function logIn(base: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}/verify/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const answer: unknown = await response.json();
    if (response.ok) return field(answer, 'token');
    // A server just started on a busy machine may answer 503 for a moment.
    if (response.status !== 503 || attempt === 10)
      throw new Error(`login: ${response.status} ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function startServer(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ server: ChildProcess; base: string }> {
  const port = await findFreePort();
  const command = otherServer
    ? ['--enable-source-maps', path.join(otherServer, 'apps/server/dist/main.mjs')]
    : serverCommand();
  const server = spawn(process.execPath, command, {
    cwd: otherServer ?? root,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitUntilUp(`${base}/openapi.json`, server);
  return { server, base };
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** A PDF as the content check sees it: its signature, then random bytes (nothing compresses). */
function pdfOf(size: number): Blob {
  const data = randomBytes(size);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return new Blob([data], { type: 'application/pdf' });
}

await main();
