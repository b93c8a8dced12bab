/**
 * Issue 5 figures: signed WhatsApp webhooks from BENCH_USERS distinct end-users (default 1,000)
 * against a flow of text, buttons and an answer capture; the replies go to the WhatsApp fake.
 * Each end-user writes again 0.5–1.5 × BENCH_THINK_MS (default 500 ms) after its previous step
 * was fully answered (a closed loop: a slower Griot is offered less), so the offered rate is
 * about users / (think time + reply time). After a warm-up (BENCH_WARMUP s) it prints sustained
 * inbound messages/s, webhook answer p50/p99, end-to-end reply p50/p99 (webhook sent → last reply
 * of that step received by the fake), lost and duplicated replies, memory, and the throughput of
 * a bare Fastify echo route on the same machine for the ratio. Asserts nothing.
 *
 *   npm run bench:runtime       (BENCH_USERS, BENCH_SECONDS, BENCH_THINK_MS, BENCH_WARMUP,
 *                                BENCH_PROFILE=dir for a CPU profile of the server)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findFreePort } from '@griot/db/findFreePort';
import { signBody } from '@griot/fakes/signBody';
import { startWhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildButtonReplyWebhook, buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { Pool } from 'undici';
import { percentile, waitUntilUp } from './benchSupport';
import { measureEcho } from './echoThroughput';
import {
  BENCH_APP_SECRET,
  BENCH_PHONE_NUMBER_ID,
  BENCH_TOKEN,
  createBenchAccount,
  createBenchChatbot,
  FINAL_REPLY,
} from './runtimeSetup';

const root = path.resolve(import.meta.dirname, '..');
const userCount = Number(process.env.BENCH_USERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);
/** The first seconds (1,000 new end-users, cold caches and JIT) are run but not measured. */
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);

type Step = 'welcome' | 'ask' | 'thanks';
const NEXT: Record<Step, Step> = { welcome: 'ask', ask: 'thanks', thanks: 'welcome' };
const REPLIES: Record<Step, number> = { welcome: 2, ask: 1, thanks: 1 };

interface EndUser {
  from: string;
  step: Step;
  awaiting: boolean;
  sentAt: number;
  nextAt: number;
  expectedReplies: number;
  replies: number;
}

function isFinalReply(step: Step, text: string): boolean {
  const final = FINAL_REPLY[step];
  return typeof final === 'string' ? text === final : final.test(text);
}

function replyText(body: unknown): string {
  const message = body as { text?: { body: string }; interactive?: { body: { text: string } } };
  return message.text?.body ?? message.interactive?.body.text ?? '';
}

function memoryOf(pid: number): number {
  try {
    return (
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      ) / 1024
    );
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by a process, or by all PostgreSQL processes. */
function cpuSeconds(selector: string[]): number {
  try {
    return execFileSync('ps', [...selector, '-o', 'times='])
      .toString()
      .trim()
      .split('\n')
      .reduce((sum, line) => sum + Number(line.trim() || 0), 0);
  } catch {
    return 0;
  }
}

function postgresMemory(): number {
  try {
    const lines = execFileSync('ps', ['-C', 'postgres', '-o', 'rss=']).toString().trim().split('\n');
    return lines.reduce((sum, line) => sum + Number(line.trim() || 0), 0) / 1024;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-runtime-'));
  fs.chmodSync(dataDir, 0o755);
  const fake = await startWhatsAppFake({ appSecret: BENCH_APP_SECRET, accessToken: BENCH_TOKEN });
  const port = await findFreePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    GRAPH_API_URL: fake.url,
    WHATSAPP_APP_SECRET: BENCH_APP_SECRET,
  };
  const account = createBenchAccount(env);
  // BENCH_PROFILE=dir writes a CPU profile of the server there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/api/openapi.json`, server);
    const chatbotId = await createBenchChatbot(`${base}/api`, account);
    const webhookPath = `/api/pipeline/whatsapp/${chatbotId}`;
    const pool = new Pool(base, { connections: 256, keepAliveTimeout: 30_000 });

    // Open the client's connections before the clock starts: a storm of new TCP connections at
    // the first second measures the kernel's accept queue, not Griot.
    await Promise.all(
      Array.from({ length: 256 }, async () => {
        const response = await pool.request({ path: '/api/pipeline/whatsapp/not-a-chatbot', method: 'GET' });
        await response.body.dump();
      }),
    );

    const users = new Map<string, EndUser>();
    for (let index = 0; index < userCount; index += 1) {
      const from = `2217${String(index).padStart(8, '0')}`;
      users.set(from, {
        from,
        step: 'welcome',
        awaiting: false,
        sentAt: 0,
        nextAt: Math.random() * thinkMs,
        expectedReplies: 0,
        replies: 0,
      });
    }
    const webhookMs: number[] = [];
    const endToEndMs: number[] = [];
    let sentMessages = 0;
    let completedSteps = 0;
    let unexpected = 0;
    let webhookErrors = 0;
    let measureFrom = Number.POSITIVE_INFINITY;

    fake.events.on('sent', (sent: { body: unknown }) => {
      const to = (sent.body as { to?: string }).to ?? '';
      const user = users.get(to);
      if (!user) return;
      user.replies += 1;
      if (!user.awaiting) {
        unexpected += 1;
        return;
      }
      if (isFinalReply(user.step, replyText(sent.body))) {
        if (user.sentAt >= measureFrom) {
          endToEndMs.push(performance.now() - user.sentAt);
          completedSteps += 1;
        }
        user.awaiting = false;
        user.step = NEXT[user.step];
        // People do not answer in step: a think time of 0.5 to 1.5 × BENCH_THINK_MS.
        user.nextAt = performance.now() + thinkMs * (0.5 + Math.random());
      }
    });

    const send = async (user: EndUser): Promise<void> => {
      const body =
        user.step === 'ask'
          ? buildButtonReplyWebhook({
              phoneNumberId: BENCH_PHONE_NUMBER_ID,
              from: user.from,
              buttonId: 'x',
              title: 'Commander',
            })
          : buildTextWebhook({
              phoneNumberId: BENCH_PHONE_NUMBER_ID,
              from: user.from,
              text: user.step === 'welcome' ? 'Bonjour' : 'Awa',
            });
      const raw = JSON.stringify(body);
      user.awaiting = true;
      user.expectedReplies += REPLIES[user.step];
      user.sentAt = performance.now();
      const measured = user.sentAt >= measureFrom;
      if (measured) sentMessages += 1;
      const started = performance.now();
      try {
        const response = await pool.request({
          path: webhookPath,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signBody(raw, BENCH_APP_SECRET),
          },
          body: raw,
        });
        await response.body.dump();
        if (measured) webhookMs.push(performance.now() - started);
        if (response.statusCode !== 200) webhookErrors += 1;
      } catch {
        webhookErrors += 1;
      }
    };

    console.log(
      `runtime benchmark: ${userCount} end-users, think time ${thinkMs} ms ± 50 %, ${warmupSeconds} s warm-up then ${seconds} s measured`,
    );
    measureFrom = performance.now() + warmupSeconds * 1000;
    const startedAt = measureFrom;
    const endAt = startedAt + seconds * 1000;
    let peakServerMemory = 0;
    const memoryTimer = setInterval(() => {
      peakServerMemory = Math.max(peakServerMemory, memoryOf(server.pid ?? 0));
    }, 1000);
    const tick = async (until: number) => {
      while (performance.now() < until) {
        const now = performance.now();
        for (const user of users.values()) if (!user.awaiting && user.nextAt <= now) void send(user);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await tick(measureFrom);
    const cpuBefore = {
      server: cpuSeconds(['-p', String(server.pid)]),
      postgres: cpuSeconds(['-C', 'postgres']),
      bench: process.cpuUsage(),
    };
    // The load generator's own event-loop delay: a busy generator would inflate every latency below.
    const generatorLag = monitorEventLoopDelay({ resolution: 10 });
    generatorLag.enable();
    await tick(endAt);
    const activeSeconds = (performance.now() - startedAt) / 1000;
    const cpu = {
      server: (cpuSeconds(['-p', String(server.pid)]) - cpuBefore.server) / activeSeconds,
      postgres: (cpuSeconds(['-C', 'postgres']) - cpuBefore.postgres) / activeSeconds,
      bench:
        (process.cpuUsage(cpuBefore.bench).user + process.cpuUsage(cpuBefore.bench).system) /
        1e6 /
        activeSeconds,
    };
    // Drain: let every message still in flight be answered.
    const drainStart = performance.now();
    while ([...users.values()].some((user) => user.awaiting) && performance.now() - drainStart < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(memoryTimer);

    const lost = [...users.values()].filter((user) => user.awaiting).length;
    let missingReplies = 0;
    let extraReplies = 0;
    for (const user of users.values()) {
      if (user.replies < user.expectedReplies) missingReplies += user.expectedReplies - user.replies;
      if (user.replies > user.expectedReplies) extraReplies += user.replies - user.expectedReplies;
    }
    const serverMemory = memoryOf(server.pid ?? 0);
    const pgMemory = postgresMemory();
    await pool.close();

    const rate = completedSteps / activeSeconds;
    console.log(`inbound messages: ${sentMessages} sent, ${completedSteps} fully answered`);
    console.log(
      `sustained inbound rate: ${rate.toFixed(0)} messages/s (${(sentMessages / activeSeconds).toFixed(0)}/s offered)`,
    );
    console.log(
      `webhook answer: p50 ${percentile(webhookMs, 50).toFixed(1)} ms, p99 ${percentile(webhookMs, 99).toFixed(1)} ms, errors ${webhookErrors}`,
    );
    console.log(
      `end-to-end reply: p50 ${percentile(endToEndMs, 50).toFixed(1)} ms, p99 ${percentile(endToEndMs, 99).toFixed(1)} ms`,
    );
    console.log(
      `replies sent to the fake: ${fake.sent.length}; lost steps ${lost}, missing replies ${missingReplies}, duplicated replies ${extraReplies}, unexpected ${unexpected}`,
    );
    console.log(
      `load generator event-loop delay: p99 ${(generatorLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(generatorLag.max / 1e6).toFixed(1)} ms`,
    );
    console.log(
      `CPU during the load (cores): griot node ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, load generator + fake ${cpu.bench.toFixed(2)} (machine: ${os.cpus().length})`,
    );
    console.log(
      `memory: griot node RSS ${serverMemory.toFixed(0)} MB (peak ${peakServerMemory.toFixed(0)} MB), PostgreSQL processes RSS ${pgMemory.toFixed(0)} MB`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fake.close();
  }
  const echo = await measureEcho(5);
  console.log(`bare Fastify echo route (same machine, 128 connections): ${echo.toFixed(0)} requests/s`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
