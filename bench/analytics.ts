import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '@griot/i18n/runtimeCompiler';
import { sql } from 'drizzle-orm';
import { recountReturningZones } from '../apps/server/src/features/analytics/rollup/returningDays';
import { rollUpAnalytics } from '../apps/server/src/features/analytics/rollup/rollUpAnalytics';
import { buildUser, loginAs } from '../apps/server/src/test/factories';
import { openDatabase } from '../packages/db/src/openDatabase';
import { fillAggregatesBySql } from './analyticsAggregates';
import { bigFlow, HISTORY_DAYS, indexEndUsers, writeMessages, writeSideRecords } from './analyticsData';
import { linkPreviousHours, scaleAggregates } from './analyticsScale';
import { buildBenchServer } from './benchServer';
import { percentile } from './benchSupport';

/**
 * Analytics at scale (issue 28): on its own embedded PostgreSQL, END_USERS (1,000,000) end-users
 * and MESSAGES (20,000,000) messages over 90 days across 4 chatbots (one with a 200-block flow),
 * 100,000 hand-overs, 10 campaigns of 50,000, 300,000 GRIOT IA calls. The real rollup builds the
 * counters for ROLLUP_SECONDS (default 240): its throughput is printed; what it did not reach in
 * that time is counted by one SQL pass of the same shape (said so). Then every call of the screen
 * for a 30-day period, through the API (RUNS runs, ≥ 20): p50 and p95. Goal: p95 ≤ 300 ms each.
 * Figures are printed, never asserted. EXPLAIN=1 logs the plan of every statement over 250 ms.
 * On a busy machine: MESSAGES=1000000 SCALE_AGGREGATES_TO=20000000 writes fewer messages (the
 * rollup's throughput is measured on them) and sizes the counters as 20M would (said so).
 * Usage: npm run bench:analytics
 */
const END_USERS = Number(process.env.END_USERS ?? 1_000_000);
const MESSAGES = Number(process.env.MESSAGES ?? 20_000_000);
/** On a machine too slow to write 20M messages in time: the counters sized as this many make. */
const SCALE_TO = Number(process.env.SCALE_AGGREGATES_TO ?? 0);
const ROLLUP_SECONDS = Number(process.env.ROLLUP_SECONDS ?? 240);
const RUNS = Math.max(20, Number(process.env.RUNS ?? 25));
const CHANNELS = ['whatsapp', 'web', 'telegram', 'messenger'] as const;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-analytics-'));
fs.chmodSync(dataDir, 0o755);
const plans: string[] = [];
let collecting = false;
const database = await openDatabase({
  dataDir,
  log: (_level, line) => {
    if (collecting && /duration|plan|Scan|Join|Aggregate|Sort|Index|Filter|rows/.test(line)) plans.push(line);
  },
});
const { db } = database;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
try {
  let t0 = performance.now();
  const { user, password, workspaceId } = await buildUser(db);
  const bots: string[] = [];
  for (const [index, channel] of CHANNELS.entries()) {
    const created = await db.execute<{ id: string }>(sql`
      INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook)
      VALUES (${workspaceId}, ${index === 0 ? 'Flux 200 blocs' : `Banc ${channel}`}, ${channel}, ${`bench-${index}`})
      RETURNING id`);
    bots.push(created.rows[0]?.id ?? '');
  }
  const flow = bigFlow();
  await db.execute(sql`
    INSERT INTO blocks (chatbot_id, idblock, blockname, type, category, flow)
    SELECT ${bots[0]}, b->>'idblock', 'Bloc ' || (b->>'idblock'), 'standard', b->>'category', b->'flow'
    FROM jsonb_array_elements(${JSON.stringify(flow)}::jsonb) AS b`);
  const start = new Date(Date.UTC(2026, 7, 1));
  await db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count, created_at, last_activity_at)
    SELECT (${`{${bots.join(',')}}`}::uuid[])[c], (${`{${CHANNELS.join(',')}}`}::text[])[c],
      lpad(n::text, 9, '0'), 'Client ' || n, '+22177' || lpad(n::text, 7, '0'), 5,
      ${start}::timestamptz + make_interval(secs => (n::float8 / ${END_USERS}) * ${HISTORY_DAYS * 86_400}),
      ${start}::timestamptz + make_interval(days => ${HISTORY_DAYS})
    FROM generate_series(1, ${END_USERS}) AS n
    CROSS JOIN LATERAL (SELECT CASE WHEN n % 2 = 0 THEN 1 ELSE 2 + n % 3 END AS c) pick`);
  await indexEndUsers(db);
  console.log(`${END_USERS} end-users in ${seconds(t0)} s`);
  t0 = performance.now();
  await writeMessages(db, { chatbotIds: bots, endUsers: END_USERS, messages: MESSAGES, start }, (written) =>
    console.log(`  ${written} messages (${seconds(t0)} s)`),
  );
  console.log(`${MESSAGES} messages in ${seconds(t0)} s`);
  t0 = performance.now();
  await writeSideRecords(db, { workspaceId, chatbotIds: bots, agentId: user.id, start });
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(`hand-overs, campaigns, GRIOT IA calls, VACUUM ANALYZE in ${seconds(t0)} s`);

  // The rollup, as its background worker runs it, for ROLLUP_SECONDS at most.
  const now = new Date(start.getTime() + HISTORY_DAYS * 86_400_000 + 3_600_000);
  t0 = performance.now();
  let rolled = 0;
  try {
    for (;;) {
      const result = await rollUpAnalytics(db, { now, maxMessages: 50_000 });
      rolled += result.messages;
      if (result.messages === 0 || (performance.now() - t0) / 1000 > ROLLUP_SECONDS) break;
    }
  } catch (error) {
    console.log(`rollup failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  }
  const rollupSeconds = (performance.now() - t0) / 1000;
  console.log(
    `\nrollup: ${rolled} messages in ${rollupSeconds.toFixed(1)} s = ${Math.round(rolled / rollupSeconds)} messages/s`,
  );
  if (rolled < MESSAGES) {
    t0 = performance.now();
    const filled = await fillAggregatesBySql(db, now);
    console.log(
      `  the rollup did not reach the end in ${ROLLUP_SECONDS} s: the ${filled} messages left were counted by one SQL pass of the same shape (${seconds(t0)} s)`,
    );
  }
  if (SCALE_TO > MESSAGES) {
    t0 = performance.now();
    await scaleAggregates(db, {
      chatbotIds: bots,
      channels: CHANNELS,
      messages: SCALE_TO,
      endUsers: END_USERS,
      start,
    });
    console.log(
      `  counters topped up to the size ${SCALE_TO} messages make (SCALE_AGGREGATES_TO: not from messages) in ${seconds(t0)} s`,
    );
  }
  if (rolled < MESSAGES || SCALE_TO > MESSAGES) {
    t0 = performance.now();
    await linkPreviousHours(db);
    console.log(`  the bench's end-user hours linked to their previous hour in ${seconds(t0)} s`);
    // The days are counted from those hours, as the rollup does after a change of time zone.
    t0 = performance.now();
    await db.execute(sql`DELETE FROM analytics_returning_zones`);
    await recountReturningZones(db, bots.length);
    console.log(`  returning end-users per local day counted from those hours in ${seconds(t0)} s`);
  }
  const sizes = await db.execute<{ name: string; rows: number }>(sql`
    SELECT relname AS name, n_live_tup::int AS rows FROM pg_stat_user_tables
    WHERE relname LIKE 'analytics_%' ORDER BY relname`);
  for (const row of sizes.rows) console.log(`  ${row.name}: ~${row.rows} rows`);
  await db.execute(sql`VACUUM ANALYZE`);

  // The screen's calls through the API, on fresh connections (auto_explain when EXPLAIN=1).
  if (process.env.EXPLAIN) {
    const name = sql.raw(
      `"${(await db.execute<{ d: string }>(sql`SELECT current_database() AS d`)).rows[0]?.d}"`,
    );
    await db.execute(sql`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
    await db.execute(sql`ALTER DATABASE ${name} SET auto_explain.log_min_duration = '250ms'`);
    await db.execute(sql`ALTER DATABASE ${name} SET auto_explain.log_analyze = on`);
  }
  const { app, served } = await buildBenchServer({
    databaseUrl: database.connectionString,
    dataDir,
    secretKey: randomBytes(32),
  });
  await app.ready();
  const token = await loginAs(app, user.email, password);
  const to = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const period = `from=${from}&to=${to}`;
  const calls: Array<[string, string]> = [
    ['summary, all chatbots', `/api/analytics/summary?${period}`],
    ['summary, the 200-block chatbot', `/api/analytics/summary?${period}&chatbotId=${bots[0]}`],
    ['funnel of the 200-block flow', `/api/analytics/funnel/${bots[0]}?${period}`],
    ['assistant (GRIOT IA), all chatbots', `/api/analytics/assistant?${period}`],
  ];
  collecting = true;
  console.log(`\nThe screen's calls for ${from} → ${to} (${RUNS} runs each; goal p95 ≤ 300 ms)`);
  for (const [label, url] of calls) {
    const times: number[] = [];
    let status = 0;
    let body = '';
    for (let run = 0; run < RUNS; run += 1) {
      const t = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      times.push(performance.now() - t);
      status = response.statusCode;
      body = response.body;
    }
    const p95 = percentile(times, 95);
    console.log(
      `  ${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms  ` +
        `${status === 200 ? `${(body.length / 1024).toFixed(1)} KB` : `HTTP ${status}: ${body.slice(0, 160)}`}${p95 > 300 ? '  ← over the goal' : ''}`,
    );
  }
  collecting = false;
  if (plans.length > 0) console.log(`\nPlans of statements over 250 ms:\n${plans.join('\n')}`);
  await app.close();
  await served.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
