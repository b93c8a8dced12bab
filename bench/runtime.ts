import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signBody } from '@griot/fakes/signBody';
import { startWhatsAppFake } from '@griot/fakes/whatsAppFake';
import { buildButtonReplyWebhook, buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { percentile } from './benchSupport';
import { measureEcho } from './echoThroughput';
import {
  type BackendState,
  childrenOf,
  clusterBackendStates,
  clusterCpuSeconds,
  clusterMemory,
  postgresPort,
  postmasterPid,
  processCpuSeconds,
  processMemory,
} from './processStats';
import { runBurst } from './runtimeBurst';
import { type Griot, startGriotProcess } from './runtimeProcess';
import { printResources } from './runtimeResources';
import {
  BENCH_APP_SECRET,
  BENCH_PHONE_NUMBER_ID,
  BENCH_TOKEN,
  createBenchAccount,
  createBenchChatbot,
  FINAL_REPLY,
} from './runtimeSetup';

const _root = path.resolve(import.meta.dirname, '..');
const endUserCount = Number(process.env.BENCH_USERS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);
/** The first seconds (1,000 new end-users, cold caches and JIT) are run but not measured. */
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
const processCount = Number(process.env.BENCH_PROCESSES ?? 1);
if (!Number.isInteger(processCount) || processCount < 1)
  throw new Error(`BENCH_PROCESSES must be a whole number ≥ 1, got "${process.env.BENCH_PROCESSES}"`);

type Step = 'welcome' | 'ask' | 'thanks';
const NEXT: Record<Step, Step> = { welcome: 'ask', ask: 'thanks', thanks: 'welcome' };
/** The replies of each step, in the order the flow sends them (the last one is FINAL_REPLY). */
const EXPECTED: Record<Step, readonly (string | RegExp)[]> = {
  welcome: [/^Bonjour /, FINAL_REPLY.welcome],
  ask: [FINAL_REPLY.ask],
  thanks: [FINAL_REPLY.thanks],
};

interface EndUser {
  from: string;
  griot: Griot;
  step: Step;
  awaiting: boolean;
  sentAt: number;
  nextAt: number;
  /** Replies of the current step not received yet, in the expected order. */
  pending: (string | RegExp)[];
  expectedReplies: number;
  replies: number;
}

function matches(expected: string | RegExp, text: string): boolean {
  return typeof expected === 'string' ? text === expected : expected.test(text);
}

function replyText(body: unknown): string {
  const message = body as { text?: { body: string }; interactive?: { body: { text: string } } };
  return message.text?.body ?? message.interactive?.body.text ?? '';
}

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** The monotonic clock V8's CPU profiles use for their timestamps, in microseconds. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-runtime-'));
  fs.chmodSync(dataDir, 0o755);
  const fake = await startWhatsAppFake({ appSecret: BENCH_APP_SECRET, accessToken: BENCH_TOKEN });
  const baseEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    GRAPH_API_URL: fake.url,
    WHATSAPP_APP_SECRET: BENCH_APP_SECRET,
    // One key for every process: a token sealed by one is opened by the others.
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const account = createBenchAccount(baseEnv);
  // BENCH_PROFILE=dir writes a CPU profile of each server there (open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

  const griots: Griot[] = [];
  const startGriot = async (number: number, extraEnv: Record<string, string>): Promise<Griot> => {
    const griot = await startGriotProcess(number, { ...baseEnv, ...extraEnv }, profile);
    griots.push(griot);
    return griot;
  };

  try {
    // The first process starts the embedded PostgreSQL and applies the migrations…
    const first = await startGriot(1, {});
    const postmaster = postmasterPid(dataDir);
    // …the others join it on DATABASE_URL, as `npm start` on another host would.
    const password = fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort(dataDir)}/griot`;
    await Promise.all(
      Array.from({ length: processCount - 1 }, (_, index) => {
        const ownDir = path.join(dataDir, `process-${index + 2}`);
        fs.mkdirSync(ownDir);
        return startGriot(index + 2, { DATA_DIR: ownDir, DATABASE_URL: databaseUrl });
      }),
    );
    griots.sort((a, b) => a.number - b.number);

    const chatbotId = await createBenchChatbot(`http://127.0.0.1:${first.port}/api`, account);
    const webhookPath = `/api/pipeline/whatsapp/${chatbotId}`;

    // Open the client's connections before the clock starts: a storm of new TCP connections at
    // the first second measures the kernel's accept queue, not Griot.
    await Promise.all(
      griots.flatMap((griot) =>
        Array.from({ length: 256 }, async () => {
          const response = await griot.pool.request({
            path: '/api/pipeline/whatsapp/not-a-chatbot',
            method: 'GET',
          });
          await response.body.dump();
        }),
      ),
    );

    const users = new Map<string, EndUser>();
    for (let index = 0; index < endUserCount; index += 1) {
      const from = `2217${String(index).padStart(8, '0')}`;
      users.set(from, {
        from,
        griot: griots[index % griots.length]!,
        step: 'welcome',
        awaiting: false,
        sentAt: 0,
        nextAt: Math.random() * thinkMs,
        pending: [],
        expectedReplies: 0,
        replies: 0,
      });
    }
    const webhookMs: number[] = [];
    const endToEndMs: number[] = [];
    let sentMessages = 0;
    let completedSteps = 0;
    let unexpected = 0;
    let outOfOrder = 0;
    let webhookErrors = 0;
    let measureFrom = Number.POSITIVE_INFINITY;

    fake.events.on('sent', (sent: { body: unknown }) => {
      const to = (sent.body as { to?: string }).to ?? '';
      const user = users.get(to);
      if (!user) return;
      user.replies += 1;
      const text = replyText(sent.body);
      const position = user.pending.findIndex((expected) => matches(expected, text));
      if (position === -1) {
        // Not a reply this end-user still waits for: a duplicate, or one from nowhere.
        unexpected += 1;
        return;
      }
      // A reply overtook one sent before it in the flow.
      if (position > 0) outOfOrder += 1;
      user.pending.splice(position, 1);
      if (user.awaiting && user.pending.length === 0) {
        if (user.sentAt >= measureFrom) {
          const elapsed = performance.now() - user.sentAt;
          endToEndMs.push(elapsed);
          user.griot.endToEndMs.push(elapsed);
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
      const griot = user.griot;
      user.awaiting = true;
      user.pending.push(...EXPECTED[user.step]);
      user.expectedReplies += EXPECTED[user.step].length;
      user.sentAt = performance.now();
      const measured = user.sentAt >= measureFrom;
      if (measured) {
        sentMessages += 1;
        griot.sent += 1;
      }
      const started = performance.now();
      try {
        const response = await griot.pool.request({
          path: webhookPath,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signBody(raw, BENCH_APP_SECRET),
          },
          body: raw,
        });
        await response.body.dump();
        if (measured) {
          const elapsed = performance.now() - started;
          webhookMs.push(elapsed);
          griot.webhookMs.push(elapsed);
        }
        if (response.statusCode !== 200) {
          webhookErrors += 1;
          griot.webhookErrors += 1;
        }
      } catch {
        webhookErrors += 1;
        griot.webhookErrors += 1;
      }
    };

    console.log(
      `runtime benchmark: ${endUserCount} end-users over ${griots.length} Griot process(es) on one PostgreSQL` +
        `${griots.length > 1 ? ` (end-user i → process i % ${griots.length})` : ''}, think time ${thinkMs} ms ± 50 %, ` +
        `${warmupSeconds} s warm-up then ${seconds} s measured`,
    );
    console.log(`load average before: ${loadAverage()} (machine: ${os.cpus().length} cores)`);
    measureFrom = performance.now() + warmupSeconds * 1000;
    const startedAt = measureFrom;
    const endAt = startedAt + seconds * 1000;
    const tick = async (until: number) => {
      while (performance.now() < until) {
        const now = performance.now();
        for (const user of users.values()) if (!user.awaiting && user.nextAt <= now) void send(user);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await tick(measureFrom);
    const windowFromUs = monotonicMicros();
    // Count what the servers log from here (the warm-up's 404s and start-up lines left out).
    for (const griot of griots) {
      griot.warnings = 0;
      griot.errors = 0;
      griot.lastProblem = '';
    }
    const cpuBefore = {
      griots: griots.map((griot) => processCpuSeconds(griot.pid)),
      postgres: clusterCpuSeconds(postmaster),
      bench: process.cpuUsage(),
    };
    // The load generator's own event-loop delay: a busy generator would inflate every latency below.
    const generatorLag = monitorEventLoopDelay({ resolution: 10 });
    generatorLag.enable();
    // Where PostgreSQL's client backends spend the window: sampled every 100 ms from their titles.
    const backendSamples: Record<BackendState, number> = {
      idle: 0,
      'idle in transaction': 0,
      running: 0,
      'lock wait': 0,
    };
    let backendRounds = 0;
    let backends = childrenOf(postmaster);
    const backendTimer = setInterval(() => {
      // New connections are rare (pools): the list of processes is refreshed once a second.
      if (backendRounds % 10 === 9) backends = childrenOf(postmaster);
      const now = clusterBackendStates(backends);
      for (const state of Object.keys(now) as BackendState[]) backendSamples[state] += now[state];
      backendRounds += 1;
    }, 100);
    await tick(endAt);
    clearInterval(backendTimer);
    const activeSeconds = (performance.now() - startedAt) / 1000;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      griots: griots.map((griot, index) => processCpuSeconds(griot.pid) - (cpuBefore.griots[index] ?? 0)),
      postgres: clusterCpuSeconds(postmaster) - cpuBefore.postgres,
      bench: (benchCpu.user + benchCpu.system) / 1e6,
    };
    const windowToUs = monotonicMicros();
    const loadAfter = loadAverage();
    if (profileDir)
      for (const griot of griots)
        fs.writeFileSync(
          path.join(profileDir, `bench-window.${griot.pid}.json`),
          `${JSON.stringify({ fromUs: windowFromUs, toUs: windowToUs, process: griot.number, processes: griots.length })}\n`,
        );
    // Drain: let every message still in flight be answered.
    const drainStart = performance.now();
    while ([...users.values()].some((user) => user.awaiting) && performance.now() - drainStart < 15_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const lost = [...users.values()].filter((user) => user.awaiting).length;
    let missingReplies = 0;
    let extraReplies = 0;
    for (const user of users.values()) {
      if (user.replies < user.expectedReplies) missingReplies += user.expectedReplies - user.replies;
      if (user.replies > user.expectedReplies) extraReplies += user.replies - user.expectedReplies;
    }
    const memories = griots.map((griot) => processMemory(griot.pid));
    const pgMemory = clusterMemory(postmaster);
    await Promise.all(griots.map((griot) => griot.pool.close()));

    const rate = completedSteps / activeSeconds;
    console.log(`inbound messages: ${sentMessages} sent, ${completedSteps} fully answered`);
    console.log(
      `sustained inbound rate: ${rate.toFixed(0)} messages/s (${(sentMessages / activeSeconds).toFixed(0)}/s offered)`,
    );
    console.log(
      `webhook answer: p50 ${ms(percentile(webhookMs, 50))}, p99 ${ms(percentile(webhookMs, 99))}, errors ${webhookErrors}`,
    );
    console.log(
      `end-to-end reply: p50 ${ms(percentile(endToEndMs, 50))}, p99 ${ms(percentile(endToEndMs, 99))}`,
    );
    console.log(
      `replies sent to the fake: ${fake.sent.length}; lost steps ${lost}, missing replies ${missingReplies}, ` +
        `duplicated replies ${extraReplies}, unexpected ${unexpected}, out of order ${outOfOrder}`,
    );
    console.log(
      `load generator event-loop delay: p99 ${ms(generatorLag.percentile(99) / 1e6)}, max ${ms(generatorLag.max / 1e6)}`,
    );
    printResources({
      griots,
      cpu,
      memories,
      pgMemory,
      backendSamples,
      backendRounds,
      activeSeconds,
      sentMessages,
    });
    console.log(`load average after: ${loadAfter}`);
    for (const griot of griots)
      if (griot.warnings + griot.errors > 0)
        console.log(
          `griot process ${griot.number} logged ${griot.warnings} warning(s) and ${griot.errors} error(s) from the measured window on; the last: ${griot.lastProblem.slice(0, 500)}`,
        );
  } finally {
    // The others first: the first process owns the embedded PostgreSQL and stops it on exit.
    for (const griot of [...griots].reverse()) {
      if (griot.child.exitCode !== null || griot.child.signalCode !== null) continue;
      const exited = new Promise((resolve) => griot.child.once('exit', resolve));
      const stopping = performance.now();
      const logged = griot.lines;
      griot.child.kill('SIGTERM');
      await exited;
      const stopSeconds = (performance.now() - stopping) / 1000;
      console.log(`griot process ${griot.number} stopped ${stopSeconds.toFixed(1)} s after SIGTERM`);
      // A slow stop: what the process logged meanwhile, if anything.
      const since = Math.min(10, griot.lines - logged);
      if (stopSeconds > 5 && since > 0)
        for (const line of griot.output.slice(-since)) console.log(`  ${line.slice(0, 300)}`);
    }
    await fake.close();
  }
  const echo = await measureEcho(5);
  console.log(`bare Fastify echo route (same machine, 128 connections): ${echo.toFixed(0)} requests/s`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// BENCH_BURST=1: the burst mode (runtimeBurst.ts) instead of the steady conversations above.
(process.env.BENCH_BURST ? runBurst() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
