/**
 * Issue 19, item 1: the knowledge uploads that took the server down, against a real `npm start`
 * server (own DATA_DIR and embedded PostgreSQL). Each bomb is uploaded alone; while it is read the
 * bench polls /api/health every 50 ms and the server's and the extraction sandbox's memory every
 * 50 ms, until the file's card leaves 'pending'. Prints per file: time to the card's answer, the
 * card's text, health p50/p99/max, the server's RSS peak and the sandbox's. Asserts nothing.
 *
 *   npm run bench:knowledge-bombs
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  blankPng,
  docxBomb,
  pdfOfManyPages,
  pdfRepeatingOnePage,
} from '../apps/server/src/features/knowledge/knowledgeBombs';
import { renderTextPdf } from '../apps/server/src/features/knowledge/makeDocuments';
import { field, percentile } from './benchSupport';
import { childrenOf, processMemory } from './processStats';
import { startGriotProcess } from './runtimeProcess';
import { createBenchAccount } from './runtimeSetup';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const POLL_MS = 50;
/** A file still pending after this is reported as such (the sandbox's own limit is 120 s). */
const GIVE_UP_MS = 180_000;

interface Upload {
  label: string;
  name: string;
  type: string;
  data: Buffer;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-bombs-'));
  fs.chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const account = createBenchAccount(env);
  const griot = await startGriotProcess(1, env, []);
  const base = `http://127.0.0.1:${griot.port}/api`;
  try {
    const login = await fetch(`${base}/verify/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const auth = { authorization: `Bearer ${field(await login.json(), 'token')}` };
    const form = new FormData();
    form.set('data', JSON.stringify({ bot_name: 'Bombes', type: 'web', status: 'active' }));
    const created = await fetch(`${base}/create/strong/chatbot`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const chatbotId = field(await created.json(), 'chatbot_id');

    const uploads: Upload[] = [
      {
        label: 'control: a real 20-page PDF',
        name: 'catalogue.pdf',
        type: 'application/pdf',
        data: await renderTextPdf(
          Array.from({ length: 20 }, (_, page) => `Page ${page + 1} : livraison à Dakar.`),
        ),
      },
      {
        label: 'DOCX, document.xml inflating to 300 MB',
        name: 'bombe.docx',
        type: DOCX,
        data: await docxBomb(300 * 1024 * 1024),
      },
      {
        label: 'DOCX lying: declares 1 KB, inflates to 300 MB',
        name: 'menteur.docx',
        type: DOCX,
        data: await docxBomb(300 * 1024 * 1024, { lie: true }),
      },
      {
        label: 'PDF naming one page 300,000 times',
        name: 'page-repetee.pdf',
        type: 'application/pdf',
        data: pdfRepeatingOnePage(300_000),
      },
      {
        label: 'PDF of 20,000 pages',
        name: 'pages.pdf',
        type: 'application/pdf',
        data: pdfOfManyPages(20_000),
      },
      {
        label: 'PNG of 20,000 × 20,000 pixels',
        name: 'affiche.png',
        type: 'image/png',
        data: await blankPng(20_000, 20_000),
      },
    ];
    const idle = processMemory(griot.pid);
    console.log(`server started: RSS ${idle.rss.toFixed(0)} MB (peak so far ${idle.peak.toFixed(0)} MB)`);
    for (const upload of uploads) {
      const result = await measure(base, auth, chatbotId, griot.pid, upload);
      console.log(
        [
          `${upload.label} (${(upload.data.length / 1024).toFixed(0)} KB):`,
          `  card after ${(result.ms / 1000).toFixed(1)} s: ${result.status} — ${result.error ?? '(no error)'}`,
          `  /api/health every ${POLL_MS} ms (${result.health.length} answers): p50 ${percentile(result.health, 50).toFixed(1)} ms, p99 ${percentile(result.health, 99).toFixed(1)} ms, max ${Math.max(...result.health).toFixed(1)} ms, failed ${result.healthFailures}`,
          `  server RSS peak ${result.serverPeak.toFixed(0)} MB; sandbox RSS peak ${result.sandboxPeak.toFixed(0)} MB`,
        ].join('\n'),
      );
    }
    const end = processMemory(griot.pid);
    console.log(
      `server at the end: RSS ${end.rss.toFixed(0)} MB, peak over the whole run (VmHWM) ${end.peak.toFixed(0)} MB`,
    );
  } finally {
    const exited = new Promise((resolve) => griot.child.once('exit', resolve));
    griot.child.kill('SIGTERM');
    await exited;
    await griot.pool.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  base: string,
  auth: Record<string, string>,
  chatbotId: string,
  pid: number,
  upload: Upload,
) {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(upload.data)], upload.name, { type: upload.type }));
  const started = performance.now();
  const response = await fetch(`${base}/upload/knowledge/jarvis/${chatbotId}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (!response.ok) throw new Error(`${upload.name}: ${response.status} ${await response.text()}`);
  const health: number[] = [];
  let healthFailures = 0;
  let serverPeak = 0;
  let sandboxPeak = 0;
  let card: { status: string; error: string | null } | undefined;
  let stop = false;
  const sampling = (async () => {
    while (!stop) {
      serverPeak = Math.max(serverPeak, processMemory(pid).rss);
      for (const child of childrenOf(pid)) sandboxPeak = Math.max(sandboxPeak, processMemory(child).rss);
      const at = performance.now();
      try {
        const answer = await fetch(`${base}/health`, { signal: AbortSignal.timeout(30_000) });
        if (!answer.ok) healthFailures += 1;
        await answer.arrayBuffer();
      } catch {
        healthFailures += 1;
      }
      health.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  while (performance.now() - started < GIVE_UP_MS) {
    const listed: unknown = await (
      await fetch(`${base}/knowledge/jarvis/${chatbotId}/files`, { headers: auth })
    ).json();
    const file = cardOf(listed, upload.name);
    if (file && file.status !== 'pending') {
      card = file;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = performance.now() - started;
  stop = true;
  await sampling;
  return {
    ms,
    status: card?.status ?? 'still pending',
    error: card?.error ?? null,
    health,
    healthFailures,
    serverPeak,
    sandboxPeak,
  };
}

/** The card of the file named `name` in the knowledge files' list. */
function cardOf(listed: unknown, name: string): { status: string; error: string | null } | undefined {
  const files =
    typeof listed === 'object' && listed !== null
      ? Object.getOwnPropertyDescriptor(listed, 'files')?.value
      : undefined;
  if (!Array.isArray(files)) return undefined;
  const file: unknown = files.find((candidate: unknown) => field(candidate, 'originalname') === name);
  if (typeof file !== 'object' || file === null) return undefined;
  const error: unknown = Object.getOwnPropertyDescriptor(file, 'error')?.value;
  return { status: field(file, 'status'), error: typeof error === 'string' ? error : null };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
