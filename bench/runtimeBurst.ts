/**
 * The runtime under a burst, measured as a customer feels it: `BENCH_USERS` end-users each send
 * `BENCH_MESSAGES` signed WhatsApp text webhooks, `BENCH_CONCURRENCY` in flight, as fast as the
 * server takes them. A refused delivery (503, 429, a network error) is tried again after 250-500 ms
 * as Meta does; one end-user's next message is posted only once the previous one was accepted, so
 * the inbox order is the customer's order. Prints the accepted rate, the time until the last reply,
 * answered msg/s, reply p50/p99 (from the first try of a message to its last reply), refused tries,
 * missing and duplicated replies, the bare echo of the same run and the ratio, the server's RSS and
 * PostgreSQL's PSS (proportional: shared pages counted once).
 *
 *   BENCH_BURST=1 npm run bench:runtime        (BENCH_USERS=1000 BENCH_MESSAGES=6 BENCH_CONCURRENCY=64)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signBody } from '@griot/fakes/signBody';
import { buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { percentile } from './benchSupport';
import { startBurstGraph } from './burstGraph';
import { measureEcho } from './echoThroughput';
import {
  clusterCpuSeconds,
  clusterMemory,
  postmasterPid,
  processCpuSeconds,
  processMemory,
} from './processStats';
import { RawHttpConnection } from './rawHttpConnection';
import { openStatements } from './runtimePgStatements';
import { startGriotProcess } from './runtimeProcess';
import {
  BENCH_APP_SECRET,
  BENCH_PHONE_NUMBER_ID,
  BENCH_TOKEN,
  createBenchAccount,
  createBenchChatbot,
  FINAL_REPLY,
} from './runtimeSetup';
import { startSelfProfile } from './selfProfile';

const endUserCount = Number(process.env.BENCH_USERS ?? 1000);
const messagesPerEndUser = Number(process.env.BENCH_MESSAGES ?? 6);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
/** Past this, replies still missing are counted as lost. */
const DRAIN_LIMIT_MS = 60_000;

/**
 * What the benchmark flow answers to text after text: the first reaches the welcome (greeting +
 * the buttons' question), the next is not a choice (the question is asked again), the one after
 * misses again and goes to the default block, which redirects to the welcome, and so on. Every
 * message's last reply is the buttons' question.
 */
const repliesOf = (index: number): number => (index % 2 === 0 ? 2 : 1);

interface BurstEndUser {
  from: string;
  /** Its messages' signed webhooks as the bytes of an HTTP request, ready before the clock starts. */
  requests: Buffer[];
  /** Index of the next message to post. */
  next: number;
  /** First-try time of each message posted. */
  firstTryAt: number[];
  /** Messages whose last reply arrived. */
  answered: number;
  replies: number;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

export async function runBurst(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-burst-'));
  fs.chmodSync(dataDir, 0o755);
  const users: BurstEndUser[] = Array.from({ length: endUserCount }, (_, index) => {
    const from = `2217${String(index).padStart(8, '0')}`;
    return { from, requests: [], next: 0, firstTryAt: [], answered: 0, replies: 0 };
  });
  const byNumber = new Map(users.map((user) => [user.from, user]));
  const replyMs: number[] = [];
  let lastReplyAt = 0;
  let unexpected = 0;
  const fake = await startBurstGraph(BENCH_TOKEN, (send) => {
    const user = byNumber.get(send.to);
    if (!user) return;
    user.replies += 1;
    lastReplyAt = performance.now();
    const interactive = send.interactive as { body?: { text?: string } } | undefined;
    if (interactive?.body?.text !== FINAL_REPLY.welcome) return;
    const firstTry = user.firstTryAt[user.answered];
    if (firstTry === undefined) {
      unexpected += 1;
      return;
    }
    replyMs.push(lastReplyAt - firstTry);
    user.answered += 1;
  });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    GRAPH_API_URL: fake.url,
    WHATSAPP_APP_SECRET: BENCH_APP_SECRET,
    SECRET_KEY: randomBytes(32).toString('hex'),
  };
  const account = createBenchAccount(env);
  // BENCH_PG_STATS=1: PostgreSQL's own view of the burst (pg_stat_statements, nested statements of
  // the triggers included), loaded at the cluster's next start.
  const pgStats = Boolean(process.env.BENCH_PG_STATS);
  if (pgStats)
    fs.appendFileSync(
      path.join(dataDir, 'postgres', 'postgresql.auto.conf'),
      "shared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = 'all'\npg_stat_statements.track_planning = on\n",
    );
  // BENCH_PG_EXPLAIN=ms: the plans, with each node's time, of the statements slower than ms,
  // triggers included, in PostgreSQL's log (with BENCH_LOG_LEVEL=debug BENCH_OUTPUT=file, the
  // server's output). Timing every node slows PostgreSQL: read these plans for shares, not for the
  // run's figures.
  if (process.env.BENCH_PG_EXPLAIN)
    fs.appendFileSync(
      path.join(dataDir, 'postgres', 'postgresql.auto.conf'),
      [
        "session_preload_libraries = 'auto_explain'",
        `auto_explain.log_min_duration = ${Number(process.env.BENCH_PG_EXPLAIN)}`,
        'auto_explain.log_analyze = on',
        'auto_explain.log_buffers = on',
        'auto_explain.log_triggers = on',
        'auto_explain.log_nested_statements = on',
        // Lock waits past 10 ms, with what waited and on whom.
        'log_lock_waits = on',
        "deadlock_timeout = '10ms'",
        '',
      ].join('\n'),
    );
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
  const griot = await startGriotProcess(
    1,
    env,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  try {
    const chatbotId = await createBenchChatbot(`http://127.0.0.1:${griot.port}/api`, account);
    const webhookPath = `/api/pipeline/whatsapp/${chatbotId}`;
    const postmaster = postmasterPid(dataDir);
    // Built and signed before the clock starts: Meta's servers do that work, not this machine.
    const host = `127.0.0.1:${griot.port}`;
    for (const user of users)
      for (let message = 0; message < messagesPerEndUser; message += 1) {
        const raw = JSON.stringify(
          buildTextWebhook({
            phoneNumberId: BENCH_PHONE_NUMBER_ID,
            from: user.from,
            text: `Message ${message + 1}`,
          }),
        );
        user.requests.push(
          RawHttpConnection.post(
            host,
            webhookPath,
            { 'content-type': 'application/json', 'x-hub-signature-256': signBody(raw, BENCH_APP_SECRET) },
            raw,
          ),
        );
      }
    // Open the connections and warm them (and the JIT a little) before the clock starts.
    const connections = Array.from(
      { length: concurrency },
      () => new RawHttpConnection('127.0.0.1', griot.port),
    );
    const health = Buffer.from(`GET /api/health HTTP/1.1\r\nhost: ${host}\r\n\r\n`, 'latin1');
    await Promise.all(connections.map((connection) => connection.request(health)));

    // Round-robin over the end-users: message 1 of each, then message 2 of each…
    const order: BurstEndUser[] = [];
    for (let round = 0; round < messagesPerEndUser; round += 1) order.push(...users);
    let cursor = 0;
    let refused = 0;
    let accepted = 0;
    let networkErrors = 0;
    /** End-users whose previous message is not accepted yet: their next one waits. */
    const busy = new Set<BurstEndUser>();
    const waiting: BurstEndUser[] = [];
    const takeNext = (): BurstEndUser | undefined => {
      const ready = waiting.findIndex((user) => !busy.has(user));
      if (ready !== -1) return waiting.splice(ready, 1)[0];
      while (cursor < order.length) {
        const user = order[cursor++] as BurstEndUser;
        if (!busy.has(user)) return user;
        waiting.push(user);
      }
      return undefined;
    };

    const statements = pgStats ? await openStatements(dataDir) : undefined;
    const cpuBefore = {
      griot: processCpuSeconds(griot.pid),
      postgres: clusterCpuSeconds(postmaster),
      bench: process.cpuUsage(),
    };
    // BENCH_PROFILE: the generator's own profile of the burst, in a folder of its own (not summed
    // with the server's).
    const stopSelfProfile = await startSelfProfile(profileDir && path.join(profileDir, 'generator'));
    const startedAt = performance.now();
    const windowFromUs = Number(process.hrtime.bigint() / 1000n);
    const post = async (user: BurstEndUser, connection: RawHttpConnection): Promise<void> => {
      busy.add(user);
      const index = user.next;
      user.next += 1;
      const request = user.requests[index] as Buffer;
      user.firstTryAt[index] = performance.now();
      for (;;) {
        let status = 0;
        try {
          status = await connection.request(request);
        } catch {
          networkErrors += 1;
        }
        if (status === 200) break;
        refused += 1;
        await sleep(250 + Math.random() * 250);
      }
      accepted += 1;
      busy.delete(user);
    };
    await Promise.all(
      connections.map(async (connection) => {
        for (let user = takeNext(); user; user = takeNext()) await post(user, connection);
        // Others may still hold an end-user whose later message waits here.
        while (waiting.length > 0 || busy.size > 0) {
          const user = takeNext();
          if (user) await post(user, connection);
          else await sleep(5);
        }
      }),
    );
    const acceptedAt = performance.now();
    const total = endUserCount * messagesPerEndUser;
    const expectedReplies = Array.from({ length: messagesPerEndUser }, (_, index) => repliesOf(index)).reduce(
      (sum, count) => sum + count,
      0,
    );
    const allAnswered = () => users.every((user) => user.answered >= messagesPerEndUser);
    while (!allAnswered() && performance.now() - acceptedAt < DRAIN_LIMIT_MS) await sleep(20);
    // A duplicate would come just after: wait a little before counting.
    await sleep(1000);
    const generatorProfile = await stopSelfProfile();
    if (generatorProfile) console.log(`generator profile: ${generatorProfile}`);
    // bench:cpu-summary then counts the server's samples of the burst only (start-up left out).
    if (profileDir)
      fs.writeFileSync(
        path.join(profileDir, `bench-window.${griot.pid}.json`),
        `${JSON.stringify({ fromUs: windowFromUs, toUs: Number(process.hrtime.bigint() / 1000n), process: 1, processes: 1 })}\n`,
      );
    const griotCpu = processCpuSeconds(griot.pid) - cpuBefore.griot;
    const postgresCpu = clusterCpuSeconds(postmaster) - cpuBefore.postgres;
    const benchUsage = process.cpuUsage(cpuBefore.bench);
    // The load generator and the Graph fake share the 2 cores: what they take, the server cannot.
    const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
    const memory = processMemory(griot.pid);
    const pgMemory = clusterMemory(postmaster);

    if (statements) await statements.print(endUserCount * messagesPerEndUser);
    const answered = users.reduce((sum, user) => sum + Math.min(user.answered, messagesPerEndUser), 0);
    let missing = 0;
    let duplicated = 0;
    for (const user of users) {
      const expected = expectedReplies;
      if (user.replies < expected) missing += expected - user.replies;
      if (user.replies > expected) duplicated += user.replies - expected;
    }
    const untilLastReply = (lastReplyAt - startedAt) / 1000;
    const answeredRate = answered / untilLastReply;
    console.log(
      `runtime burst: ${endUserCount} end-users × ${messagesPerEndUser} text webhooks = ${total}, ${concurrency} in flight, ` +
        `refused deliveries retried after 250-500 ms`,
    );
    console.log(
      `what runs where: the server and its PostgreSQL, and in this bench process the load generator ` +
        `(bodies built and signed before the clock, sent on ${concurrency} raw keep-alive HTTP/1.1 connections) and the Graph fake (bare node:http, ${fake.sent()} sends answered, ` +
        `${fake.rejected()} refused), all on these ${os.cpus().length} cores; in production Meta's side runs elsewhere`,
    );
    console.log(
      `accepted: ${accepted} in ${((acceptedAt - startedAt) / 1000).toFixed(2)} s (${(accepted / ((acceptedAt - startedAt) / 1000)).toFixed(0)}/s), ` +
        `refused tries ${refused} (network errors ${networkErrors})`,
    );
    console.log(
      `answered: ${answered} of ${total}; last reply ${untilLastReply.toFixed(2)} s after the first post; ` +
        `answered ${answeredRate.toFixed(0)} msg/s`,
    );
    console.log(
      `reply (first try → last reply): p50 ${ms(percentile(replyMs, 50))}, p99 ${ms(percentile(replyMs, 99))}, max ${ms(Math.max(0, ...replyMs))}`,
    );
    console.log(`replies: missing ${missing}, duplicated ${duplicated}, unexpected ${unexpected}`);
    console.log(
      `CPU: server ${griotCpu.toFixed(1)} s (${((griotCpu * 1000) / total).toFixed(2)} ms/msg), ` +
        `PostgreSQL ${postgresCpu.toFixed(1)} s (${((postgresCpu * 1000) / total).toFixed(2)} ms/msg), ` +
        `load generator + Graph fake ${benchCpu.toFixed(1)} s (${((benchCpu * 1000) / total).toFixed(2)} ms/msg)`,
    );
    // What these cores allow at this cost: the server, PostgreSQL and the bench's own load all take
    // CPU per answered message; past their sum's bound no scheduling or batching helps.
    const cores = os.cpus().length;
    const cpuPerMessageMs = ((griotCpu + postgresCpu + benchCpu) * 1000) / total;
    const cpuBound = (cores * 1000) / cpuPerMessageMs;
    console.log(
      `CPU bound: ${cpuPerMessageMs.toFixed(2)} ms of CPU per answered message in all; ${cores} cores busy with nothing ` +
        `else answer at most ${cpuBound.toFixed(0)} msg/s at that cost (this burst: ${((100 * answeredRate) / cpuBound).toFixed(0)} % of it)`,
    );
    console.log(
      `memory after the burst: server RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB) + ` +
        `PostgreSQL PSS ${pgMemory.pss.toFixed(0)} MB = ${(memory.rss + pgMemory.pss).toFixed(0)} MB`,
    );
    if (griot.warnings + griot.errors > 0)
      console.log(
        `server logged ${griot.warnings} warning(s), ${griot.errors} error(s); last: ${griot.lastProblem.replace(/\\n/g, ' ').slice(0, 200)}; messages: ${problemMessages(griot.lastProblem)}`,
      );
    await griot.pool.close();
    for (const connection of connections) connection.close();
    griot.child.kill('SIGTERM');
    await new Promise((resolve) => griot.child.once('exit', resolve));
    await fake.close();
    const echo = await measureEcho(5);
    console.log(
      `bare Fastify echo (same run, 128 connections): ${echo.toFixed(0)} requests/s; ` +
        `answered ÷ echo = ${((100 * answeredRate) / echo).toFixed(1)} %`,
    );
    // The goal, as a CPU budget: a third of this echo, answered by these cores.
    console.log(
      `a third of this echo (${(echo / 3).toFixed(0)} msg/s) would need at most ${((cores * 1000 * 3) / echo).toFixed(2)} ms ` +
        `of CPU per answered message in all (server, PostgreSQL and the bench), against ${cpuPerMessageMs.toFixed(2)} ms here`,
    );
  } finally {
    if (griot.child.exitCode === null && griot.child.signalCode === null) griot.child.kill('SIGKILL');
    await fake.close().catch(() => undefined);
    // BENCH_KEEP_DATA=1: the data dir (its PostgreSQL with the burst's rows) is left for EXPLAIN.
    if (process.env.BENCH_KEEP_DATA) console.log(`data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The "message" fields of a pino JSON line (an error's cause says what PostgreSQL refused). */
function problemMessages(line: string): string {
  return [...line.matchAll(/"message":"((?:[^"\\]|\\.){0,300})/g)].map((match) => match[1]).join(' | ');
}
