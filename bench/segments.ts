import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { compileConditions, conditionScope } from '../apps/server/src/domain/audience/compileConditions';
import {
  countMatchingEndUsers,
  listMatchingEndUsers,
} from '../apps/server/src/domain/audience/findMatchingEndUsers';
import { createWorkspace } from '../apps/server/src/domain/workspaces/createWorkspace';
import { listVariableValues } from '../apps/server/src/features/segments/listVariableValues';
import { openDatabase } from '../packages/db/src/openDatabase';
import { percentile } from './benchSupport';

/**
 * P3 (segments part): END_USERS (default 1,000,000) end-users on one chatbot with 3 variables
 * each, then the conditions of the chatbot dashboard timed as the API runs them: a 3-condition
 * count, an OR count, a global-variable count, the first listing page, and a value list.
 * Usage: npm run bench:segments
 */
const END_USERS = Number(process.env.END_USERS ?? 1_000_000);
const RUNS = 7;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-segments-'));
fs.chmodSync(dataDir, 0o755);
const database = await openDatabase({ dataDir, log: () => {} });
const { db } = database;
try {
  const started = Date.now();
  const owner = await db.execute<{ id: string }>(sql`
    INSERT INTO users (firstname, lastname, company, email, tel, country, user_type, password_hash)
    VALUES ('Banc', 'Essai', 'Griot', 'bench-segments@griot.local', '+221770000099', 'SN', 'personal', 'x') RETURNING id`);
  // The chatbot is its workspace's, as every account's since workspaces.
  const workspace = await createWorkspace(db, { name: 'Griot', ownerId: owner.rows[0]?.id ?? '' });
  const variables = [
    { id: 'city', slug: 'Ville', type: 'text' },
    { id: 'product_interest', slug: 'Produit', type: 'text' },
    { id: 'budget', slug: 'Budget', type: 'any_type' },
  ];
  const chatbot = await db.execute<{ id: string }>(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook, variables)
    VALUES (${workspace.id}, 'Banc segments', 'whatsapp', 'bench', ${JSON.stringify(variables)}::jsonb) RETURNING id`);
  const chatbotId = chatbot.rows[0]?.id ?? '';
  await db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, created_at, last_activity_at)
    SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'),
      (ARRAY['Awa','Moussa','Fatou','Ibrahima','Mariama','Cheikh','Aminata','Ousmane'])[1 + n % 8] || ' Client' || n,
      '+22177' || lpad(n::text, 7, '0'), now() - make_interval(days => n % 700), now() - make_interval(mins => n % 100000)
    FROM generate_series(1, ${END_USERS}) AS n`);
  await db.execute(sql`
    INSERT INTO end_user_variables (end_user_id, chatbot_id, name, value_text, value_number)
    SELECT eu.id, eu.chatbot_id, x.name, x.value, NULL
    FROM (SELECT id, chatbot_id, row_number() OVER () AS n FROM end_users WHERE chatbot_id = ${chatbotId}) eu
    CROSS JOIN LATERAL (VALUES
      ('city', (ARRAY['Dakar','Thiès','Saint-Louis','Ziguinchor','Touba','Mbour','Kaolack','Rufisque'])[1 + eu.n % 8]),
      ('product_interest', (ARRAY['pagnes','bijoux','boubous','sacs','chaussures'])[1 + (eu.n / 8) % 5]),
      ('budget', (ARRAY['5000','10000','15000','25000'])[1 + (eu.n / 40) % 4])
    ) AS x(name, value)`);
  // As autovacuum would by then: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`VACUUM ANALYZE end_users`);
  await db.execute(sql`VACUUM ANALYZE end_user_variables`);
  console.log(
    `${END_USERS} end-users and ${3 * END_USERS} variable values written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const segment = { id: chatbotId, variables };
  const row = (
    idvariable: string,
    value: string,
    operator: '&&' | '||' | null,
    comparison: '=' | '!=' = '=',
  ) => ({
    idvariable,
    comparison,
    value,
    operator,
  });
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      'count, 3 conditions (AND)',
      () =>
        countMatchingEndUsers(db, segment, [
          row('city', 'Dakar', '&&'),
          row('product_interest', 'bijoux', '&&'),
          row('budget', '15000', null),
        ]),
    ],
    [
      'count, 3 conditions (AND, OR)',
      () =>
        countMatchingEndUsers(db, segment, [
          row('city', 'Dakar', '&&'),
          row('product_interest', 'bijoux', '||'),
          row('city', 'Thiès', null),
        ]),
    ],
    ['count, city != Dakar', () => countMatchingEndUsers(db, segment, [row('city', 'Dakar', null, '!=')])],
    ['count, first_name = Awa', () => countMatchingEndUsers(db, segment, [row('first_name', 'Awa', null)])],
    [
      'list (≤ 10,000), 2 conditions',
      () =>
        listMatchingEndUsers(db, segment, [
          row('city', 'Dakar', '&&'),
          row('product_interest', 'bijoux', null),
        ]),
    ],
    ['values of city', () => listVariableValues(db, segment, 'city')],
  ];
  if (process.env.EXPLAIN) {
    const where = compileConditions(
      [row('city', 'Dakar', '&&'), row('product_interest', 'bijoux', '&&'), row('budget', '15000', null)],
      conditionScope({ id: chatbotId, variables }),
    );
    const plan = await db.execute<{
      'QUERY PLAN': string;
    }>(sql`EXPLAIN ANALYZE SELECT count(*)::int AS count FROM end_users eu
      WHERE eu.chatbot_id = ${chatbotId} AND NOT eu.is_test AND ${where}`);
    console.log(plan.rows.map((line) => line['QUERY PLAN']).join('\n'));
  }
  console.log(`\nP3 segments, ${END_USERS} end-users × 3 variables (${RUNS} runs each)`);
  for (const [name, run] of cases) {
    const times: number[] = [];
    let result: unknown;
    for (let index = 0; index < RUNS; index += 1) {
      const t0 = performance.now();
      result = await run();
      times.push(performance.now() - t0);
    }
    const shown = Array.isArray(result) ? `${result.length} rows` : String(result);
    console.log(
      `  ${name.padEnd(32)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms  max ${Math.max(...times)
        .toFixed(0)
        .padStart(5)} ms  → ${shown}`,
    );
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
