import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { startEmbeddedPostgres } from '../packages/db/src/embeddedPostgres';
import { signBody } from '../packages/fakes/src/signBody';
import { buildTextWebhook } from '../packages/fakes/src/whatsAppWebhooks';
import { field, percentile, waitUntilUp } from './benchSupport';
import {
  BENCH_APP_SECRET,
  BENCH_PHONE_NUMBER_ID,
  BENCH_TOKEN,
  createBenchAccount,
  createBenchChatbot,
} from './runtimeSetup';
import { serverCommand } from './serverCommand';

/**
 * P2: a broadcast campaign of RECIPIENTS (default 20,000) on one number against the Graph fake,
 * paced at BROADCAST_RATE_PER_SECOND (default 80), with the server killed with SIGKILL once
 * KILL_AT recipients were sent (default 40 %) and started again. Prints the achieved rate, the
 * most sends in any 1 s window, duplicates (a number that got the template twice), and the p99 of
 * inbound webhooks posted while it runs. Usage: npm run bench:broadcast
 */
const root = path.resolve(import.meta.dirname, '..');
const RECIPIENTS = Number(process.env.RECIPIENTS ?? 20_000);
const RATE = Number(process.env.BROADCAST_RATE_PER_SECOND ?? 80);
const KILL_AT = Number(process.env.KILL_AT ?? Math.floor(RECIPIENTS * 0.4));
const port = 3971 + Math.floor(Math.random() * 20);
const base = `http://127.0.0.1:${port}/api`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-broadcast-'));
  fs.chmodSync(dataDir, 0o755);
  const fake = await startFake();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    GRAPH_API_URL: fake.url,
    WHATSAPP_APP_SECRET: BENCH_APP_SECRET,
    BROADCAST_RATE_PER_SECOND: String(RATE),
    INTERRUPTED_SEND_WAIT_SECONDS: '15',
  };
  const account = createBenchAccount(env);
  let server = await startServer(env);
  try {
    const chatbotId = await createBenchChatbot(base, account);
    fake.setWebhook(`${base}/pipeline/whatsapp/${chatbotId}`);
    await seedRecipients(dataDir, chatbotId);
    const token = field(await json('POST', '/verify/user', undefined, account), 'token');
    const started = Date.now();
    const campaign = await json('POST', `/strong/broadcast/campaigns/${chatbotId}`, token, {
      conditions: JSON.stringify([
        { idvariable: 'first_name', comparison: '!=', value: '-', operator: null },
      ]),
      title: 'promo_tabaski',
      langage: 'fr',
      parameters: [
        { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
        { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' },
        { key: 'body.2', source: 'constant', value: '20', fallback: '' },
      ],
    });
    const campaignId = field(campaign, 'campaign', 'id');
    console.log(
      `campaign of ${field(campaign, 'campaign', 'total')} recipients started in ${Date.now() - started} ms`,
    );

    // Inbound traffic meanwhile: 5 customer messages a second, timed.
    const webhookTimes: number[] = [];
    let inbound = true;
    const inboundLoop = (async () => {
      let n = 0;
      while (inbound) {
        const raw = JSON.stringify(
          buildTextWebhook({
            phoneNumberId: BENCH_PHONE_NUMBER_ID,
            from: `22176${String(n++).padStart(7, '0')}`,
            text: 'Bonjour',
          }),
        );
        const t0 = performance.now();
        try {
          const response = await fetch(`${base}/pipeline/whatsapp/${chatbotId}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-hub-signature-256': signBody(raw, BENCH_APP_SECRET),
            },
            body: raw,
          });
          if (response.ok) webhookTimes.push(performance.now() - t0);
        } catch {
          // the server is down (killed on purpose)
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    const templates = () => fake.sends;
    while (templates().length < KILL_AT) await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const killedAt = templates().length;
    console.log(`server killed with SIGKILL after ${killedAt} sends; starting it again`);
    server = await startServer(env);
    for (;;) {
      const status = await json('GET', `/strong/broadcast/campaign/${chatbotId}/${campaignId}`, token).catch(
        () => undefined,
      );
      if (status && field(status, 'campaign', 'status') === 'finished') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    inbound = false;
    await inboundLoop;
    const sends = templates();
    const times = sends.map((sent) => sent.at).sort((a, b) => a - b);
    let maxWindow = 0;
    let maxAt = 0;
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while (j < times.length && (times[j] ?? 0) - (times[i] ?? 0) < 1000) j += 1;
      if (j - i > maxWindow) {
        maxWindow = j - i;
        maxAt = i;
      }
    }
    const perNumber = new Map<string, number>();
    for (const sent of sends) perNumber.set(sent.to, (perNumber.get(sent.to) ?? 0) + 1);
    const duplicates = [...perNumber.values()].filter((count) => count > 1).length;
    // The steady rate: sends per second over the longest stretch without the restart's gap.
    let gapStart = 0;
    let gap = 0;
    for (let i = 1; i < times.length; i += 1)
      if ((times[i] ?? 0) - (times[i - 1] ?? 0) > gap) {
        gap = (times[i] ?? 0) - (times[i - 1] ?? 0);
        gapStart = i;
      }
    const before = times.slice(0, gapStart);
    const after = times.slice(gapStart);
    const rateOf = (list: number[]) =>
      list.length < 2 ? 0 : (list.length - 1) / (((list.at(-1) ?? 0) - (list[0] ?? 0)) / 1000);
    if (process.env.BENCH_HISTOGRAM) {
      const perSecond = new Map<number, number>();
      for (const t of times) {
        const second = Math.floor((t - (times[0] ?? 0)) / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      console.log([...perSecond.entries()].map(([second, count]) => `${second}:${count}`).join(' '));
    }
    console.log(
      `\nP2 broadcast, ${RECIPIENTS} recipients, pacing ${RATE}/s, SIGKILL after ${killedAt} sends`,
    );
    console.log(`  templates sent          ${sends.length} to ${perNumber.size} numbers`);
    console.log(`  duplicates              ${duplicates}`);
    console.log(
      `  achieved rate           ${rateOf(before).toFixed(1)}/s before the kill, ${rateOf(after).toFixed(1)}/s after`,
    );
    console.log(
      `  overall (with restart)  ${rateOf(times).toFixed(1)}/s, restart gap ${(gap / 1000).toFixed(1)} s`,
    );
    console.log(
      `  max in any 1 s window   ${maxWindow} (from send #${maxAt}, ${((times[maxAt] ?? 0) - (times[0] ?? 0)) / 1000} s in)`,
    );
    // The first seconds after a start open fresh connections: requests queued meanwhile arrive together.
    const restartAt = times[gapStart] ?? 0;
    let steadyMax = 0;
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while (j < times.length && (times[j] ?? 0) - (times[i] ?? 0) < 1000) j += 1;
      const t = times[i] ?? 0;
      if (t < (times[0] ?? 0) + 2000 || (t >= restartAt - 1000 && t < restartAt + 2000)) continue;
      steadyMax = Math.max(steadyMax, j - i);
    }
    console.log(`  max in any 1 s window   ${steadyMax} outside the first 2 s of each start`);
    console.log(
      `  inbound webhook         p50 ${percentile(webhookTimes, 50).toFixed(1)} ms, p99 ${percentile(webhookTimes, 99).toFixed(1)} ms (${webhookTimes.length} posts)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The Graph fake in its own process (bench/broadcastFake.ts): its clock is not the benchmark's. */
async function startFake() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/broadcastFake.ts', BENCH_APP_SECRET, BENCH_TOKEN],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const sends: Array<{ at: number; to: string }> = [];
  let url = '';
  await new Promise<void>((resolve) => {
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const [kind, a = '', b = ''] = line.split(' ');
      if (kind === 'READY') {
        url = a;
        resolve();
      } else if (kind === 'S') sends.push({ at: Number(a), to: b });
    });
  });
  return {
    url,
    sends,
    setWebhook: (webhook: string) => child.stdin?.write(`webhook ${webhook}\n`),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin?.write('quit\n');
      }),
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${base}/openapi.json`, child);
  return child;
}

/** The recipients, written straight into the database (the campaign, not their creation, is measured). */
async function seedRecipients(dataDir: string, chatbotId: string): Promise<void> {
  const postgres = await startEmbeddedPostgres({ dataDir, log: () => {}, attachToRunning: true });
  const client = new pg.Client({ connectionString: postgres.connectionString('griot') });
  await client.connect();
  try {
    await client.query("UPDATE chatbots SET waba_id = '102290129340398' WHERE id = $1", [chatbotId]);
    await client.query(
      `INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
       SELECT $1, 'whatsapp', '22170' || lpad(n::text, 7, '0'), 'Client ' || n, '+22170' || lpad(n::text, 7, '0')
       FROM generate_series(1, $2) AS n`,
      [chatbotId, RECIPIENTS],
    );
  } finally {
    await client.end();
  }
}

async function json(
  method: string,
  url: string,
  token: string | undefined,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

await main();
