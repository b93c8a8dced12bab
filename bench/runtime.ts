/**
 * Issue 5 figures: signed WhatsApp webhooks from BENCH_USERS distinct end-users (default 1,000)
 * against a flow of text, buttons and an answer capture; the replies go to the WhatsApp fake.
 * Each end-user writes again BENCH_THINK_MS after its previous step was fully answered, so the
 * offered rate is about users / think time (1,000 / 1 s = 1,000 messages/s). Prints sustained
 * inbound messages/s, webhook answer p50/p99, end-to-end reply p50/p99 (webhook sent → last reply
 * of that step received by the fake), lost and duplicated replies, memory, and the throughput of
 * a bare Fastify echo route on the same machine for the ratio. Asserts nothing.
 *
 *   npm run bench:runtime       (BENCH_USERS, BENCH_SECONDS, BENCH_THINK_MS to change)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);

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
    const pool = new Pool(base, { connections: 128, keepAliveTimeout: 30_000 });

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
        endToEndMs.push(performance.now() - user.sentAt);
        completedSteps += 1;
        user.awaiting = false;
        user.step = NEXT[user.step];
        user.nextAt = performance.now() + thinkMs;
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
      sentMessages += 1;
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
        webhookMs.push(performance.now() - started);
        if (response.statusCode !== 200) webhookErrors += 1;
      } catch {
        webhookErrors += 1;
      }
    };

    console.log(`runtime benchmark: ${userCount} end-users, think time ${thinkMs} ms, ${seconds} s`);
    const startedAt = performance.now();
    const endAt = startedAt + seconds * 1000;
    let peakServerMemory = 0;
    const memoryTimer = setInterval(() => {
      peakServerMemory = Math.max(peakServerMemory, memoryOf(server.pid ?? 0));
    }, 1000);
    while (performance.now() < endAt) {
      const now = performance.now();
      for (const user of users.values()) if (!user.awaiting && user.nextAt <= now) void send(user);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const activeSeconds = (performance.now() - startedAt) / 1000;
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
