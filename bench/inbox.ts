import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { createWorkspace } from '../apps/server/src/domain/workspaces/createWorkspace';
import { countInbox, inboxCountsSql } from '../apps/server/src/features/inbox/inboxCountQueries';
import { encodeInboxCursor } from '../apps/server/src/features/inbox/inboxCursor';
import {
  type InboxListQuery,
  inboxPageSql,
  listInboxConversations,
} from '../apps/server/src/features/inbox/inboxListQueries';
import { openDatabase } from '../packages/db/src/openDatabase';
import { percentile } from './benchSupport';

/**
 * The team inbox (issue 27): CONVERSATIONS (default 100,000) conversations in one workspace, 20
 * chatbots (WhatsApp, Telegram, Messenger, web), ~3 messages each, 2 % with a person (open,
 * pending, snoozed; assigned or not), 5 labels, 5 members; and 5,000 conversations of another
 * workspace. Each page, count and search is timed as the API runs it (RUNS runs, ≥ 50).
 * Goals: p95 ≤ 50 ms for a page, ≤ 100 ms for a text search.
 * Usage: npm run bench:inbox   (EXPLAIN=1 prints each statement's plan)
 */
const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 100_000);
const RUNS = Math.max(50, Number(process.env.RUNS ?? 60));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-bench-inbox-'));
fs.chmodSync(dataDir, 0o755);
const database = await openDatabase({ dataDir, log: () => {} });
const { db } = database;

const FIRST = [
  'Awa',
  'Moussa',
  'Fatou',
  'Ibrahima',
  'Mariama',
  'Cheikh',
  'Aminata',
  'Ousmane',
  'Khady',
  'Modou',
  'Ndeye',
  'Pape',
  'Coumba',
  'Alioune',
  'Seynabou',
  'Lamine',
];
const LAST = [
  'Ndiaye',
  'Diop',
  'Fall',
  'Sow',
  'Sarr',
  'Ba',
  'Diallo',
  'Faye',
  'Gueye',
  'Mbaye',
  'Cissé',
  'Thiam',
  'Kane',
  'Seck',
  'Niang',
  'Touré',
  'Camara',
  'Diouf',
  'Sy',
];
const SAID = [
  'Bonjour, vous livrez à Thiès ?',
  'Je voudrais commander un boubou brodé',
  'Quel est le prix du pagne wax ?',
  'Où en est ma commande ?',
  'Merci beaucoup',
  'Je veux parler à un conseiller',
  'Vous avez la taille XL ?',
  'Le paiement par Wave est possible ?',
  'Je n’ai pas reçu mon colis',
  'Vous êtes ouverts le dimanche ?',
  'Livraison à Saint-Louis combien ?',
  'Je souhaite échanger ma paire de chaussures',
];

const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function seed(): Promise<{
  workspaceId: string;
  members: string[];
  chatbots: string[];
  labels: string[];
}> {
  const people = await db.execute<{ id: string }>(sql`
    INSERT INTO users (firstname, lastname, company, email, tel, country, user_type, password_hash)
    SELECT (${textArray(FIRST)})[n], 'Agent', 'Griot', 'bench-inbox-' || n || '@griot.local', '+22177000010' || n, 'SN', 'personal', 'x'
    FROM generate_series(1, 6) n RETURNING id`);
  const [ownerId, ...rest] = people.rows.map((row) => row.id);
  const workspace = await createWorkspace(db, { name: 'Téranga', ownerId: ownerId ?? '' });
  const members = [ownerId ?? '', ...rest.slice(0, 4)];
  for (const id of rest.slice(0, 4))
    await db.execute(sql`INSERT INTO workspace_members (workspace_id, user_id, role, availability)
      VALUES (${workspace.id}, ${id}, 'agent', 'available')`);
  const other = await createWorkspace(db, { name: 'Ailleurs', ownerId: rest[4] ?? '' });
  const bots = await db.execute<{ id: string }>(sql`
    INSERT INTO chatbots (workspace_id, bot_name, type, keyword_webhook)
    SELECT CASE WHEN n <= 20 THEN ${workspace.id}::uuid ELSE ${other.id}::uuid END, 'Boutique ' || n,
      (ARRAY['whatsapp','whatsapp','whatsapp','whatsapp','whatsapp','whatsapp','whatsapp','telegram','messenger','web'])[1 + n % 10],
      'bench-' || n
    FROM generate_series(1, 21) n ORDER BY n RETURNING id`);
  const chatbots = bots.rows.map((row) => row.id);
  // End-users: chatbot n % 20 of the workspace, the 21st (another workspace) for the last 5,000.
  await db.execute(sql`
    INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone, interaction_count, last_activity_at)
    SELECT b.id, b.type, CASE WHEN b.type = 'whatsapp' THEN '22177' || lpad(n::text, 7, '0') ELSE 'ext-' || n END,
      (${textArray(FIRST)})[1 + n % 16] || ' ' || (${textArray(LAST)})[1 + (n / 16) % 19],
      CASE WHEN b.type = 'whatsapp' THEN '22177' || lpad(n::text, 7, '0') ELSE '' END, 2,
      now() - make_interval(secs => n * 13)
    FROM generate_series(1, ${CONVERSATIONS + 5000}) n
    JOIN LATERAL (SELECT id, type FROM chatbots WHERE id = (${JSON.stringify(chatbots)}::jsonb ->> (CASE WHEN n > ${CONVERSATIONS} THEN 20 ELSE n % 20 END))::uuid) b ON true`);
  // Conversations: 2 % with a person — open (a third unassigned), pending, snoozed.
  await db.execute(sql`
    INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_inbound_at, last_message_at, last_message_preview,
      inbound_count, read_floor, status, assignee_id, waiting_since, snoozed_until)
    SELECT eu.id, eu.chatbot_id, b.workspace_id, eu.last_activity_at, eu.last_activity_at,
      (${textArray(SAID)})[1 + n % 12], 2,
      CASE WHEN n % 50 = 0 THEN 1 ELSE 2 END,
      CASE WHEN n % 50 <> 0 THEN 'resolved' WHEN (n / 50) % 5 = 3 THEN 'pending' WHEN (n / 50) % 5 = 4 THEN 'snoozed' ELSE 'open' END,
      CASE WHEN n % 50 = 0 AND (n / 50) % 5 <> 0 THEN (${JSON.stringify(members)}::jsonb ->> ((n / 250) % 5)::int)::uuid
           WHEN n % 50 <> 0 AND n % 7 = 0 THEN (${JSON.stringify(members)}::jsonb ->> (n % 5)::int)::uuid END,
      CASE WHEN n % 50 = 0 AND (n / 50) % 5 < 3 THEN eu.last_activity_at END,
      CASE WHEN n % 50 = 0 AND (n / 50) % 5 = 4 THEN now() + interval '1 day' END
    FROM (SELECT id, chatbot_id, last_activity_at, row_number() OVER (ORDER BY external_id) AS n FROM end_users) eu
    JOIN chatbots b ON b.id = eu.chatbot_id`);
  // Three messages each: the customer, the bot, the customer again (an agent answers the open ones).
  await db.execute(sql`
    INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status, created_at, agent_id)
    SELECT c.chatbot_id, c.end_user_id, d.direction, 'text',
      CASE WHEN d.direction = 'in' THEN jsonb_build_object('text', (${textArray(SAID)})[1 + (abs(hashtext(c.end_user_id::text)) + d.k) % 12] || CASE WHEN d.k = 2 THEN ' (commande ' || (abs(hashtext(c.end_user_id::text)) % 100000) || ')' ELSE '' END)
           ELSE jsonb_build_object('element', jsonb_build_object('type', 'text', 'message', CASE WHEN c.status <> 'resolved' THEN 'Un conseiller vous répond' ELSE 'Voici notre catalogue' END)) END,
      CASE WHEN d.direction = 'in' THEN 'received' ELSE 'sent' END,
      c.last_message_at - make_interval(mins => 3 - d.k),
      CASE WHEN d.direction = 'out' AND c.status <> 'resolved' THEN c.assignee_id END
    FROM conversations c CROSS JOIN (VALUES (0, 'in'), (1, 'out'), (2, 'in')) AS d(k, direction)`);
  const labelRows = await db.execute<{ id: string }>(sql`
    INSERT INTO labels (workspace_id, name, color)
    SELECT ${workspace.id}, name, color FROM (VALUES ('VIP', 'grape'), ('Urgent', 'red'), ('Devis', 'blue'), ('Réclamation', 'orange'), ('Grossiste', 'teal')) AS l(name, color)
    RETURNING id`);
  const labels = labelRows.rows.map((row) => row.id);
  await db.execute(sql`
    INSERT INTO conversation_labels (end_user_id, label_id)
    SELECT c.end_user_id, (${JSON.stringify(labels)}::jsonb ->> ((abs(hashtext(c.end_user_id::text)) / 20) % 5))::uuid
    FROM conversations c WHERE c.workspace_id = ${workspace.id} AND abs(hashtext(c.end_user_id::text)) % 20 = 0`);
  // The first member read a few of the open ones.
  await db.execute(sql`
    INSERT INTO conversation_reads (user_id, end_user_id, seen_inbound)
    SELECT ${members[0] ?? ''}, end_user_id, inbound_count FROM conversations
    WHERE workspace_id = ${workspace.id} AND status <> 'resolved' AND abs(hashtext(end_user_id::text)) % 2 = 0`);
  for (const table of [
    'end_users',
    'conversations',
    'messages',
    'conversation_labels',
    'conversation_reads',
    'labels',
  ])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  return { workspaceId: workspace.id, members, chatbots, labels };
}

async function timed(run: () => Promise<unknown>): Promise<{ times: number[]; result: unknown }> {
  const times: number[] = [];
  let result: unknown;
  for (let index = 0; index < RUNS; index += 1) {
    const t0 = performance.now();
    result = await run();
    times.push(performance.now() - t0);
  }
  return { times, result };
}

async function explain(statement: SQL): Promise<string> {
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  return plan.rows.map((line) => `      ${line['QUERY PLAN']}`).join('\n');
}

try {
  const started = Date.now();
  const world = await seed();
  const [me, agent] = world.members;
  const messages = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM messages`);
  console.log(
    `${CONVERSATIONS} conversations (+5,000 elsewhere), ${messages.rows[0]?.n} messages written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const workspace = { id: world.workspaceId, meId: me ?? '' };
  const base: InboxListQuery = { view: 'all', limit: 50 };
  // The position of the 50,001st row: a deep page, as a screen scrolled that far asks it.
  const deep = await db.execute<{ at: string; id: string }>(sql`
    SELECT to_char(last_message_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, end_user_id AS id
    FROM conversations WHERE workspace_id = ${world.workspaceId}
    ORDER BY last_message_at DESC NULLS LAST, end_user_id OFFSET ${Math.floor(CONVERSATIONS / 2)} LIMIT 1`);
  const deepCursor = encodeInboxCursor({ at: deep.rows[0]?.at ?? null, id: deep.rows[0]?.id ?? '' });
  const pages: Array<[string, InboxListQuery, 'page' | 'search']> = [
    ['view mine (first page)', { ...base, view: 'mine' }, 'page'],
    ['view unassigned', { ...base, view: 'unassigned' }, 'page'],
    ['view all', base, 'page'],
    ['view resolved', { ...base, view: 'resolved' }, 'page'],
    ['view all, page at 50 %', { ...base, cursor: deepCursor }, 'page'],
    ['filter chatbot', { ...base, chatbot_id: world.chatbots[3] }, 'page'],
    ['filter channel telegram', { ...base, channel: 'telegram' }, 'page'],
    ['filter label', { ...base, label_id: world.labels[1] }, 'page'],
    ['filter label, mine', { ...base, view: 'mine', label_id: world.labels[1] }, 'page'],
    ['filter status pending', { ...base, status: 'pending' }, 'page'],
    ['filter assignee (agent)', { ...base, assignee_id: agent }, 'page'],
    ['filter unassigned (none)', { ...base, assignee_id: 'none' }, 'page'],
    ['search name "Mariama Sarr"', { ...base, search: 'Mariama Sarr' }, 'search'],
    ['search name "ndiaye" (common)', { ...base, search: 'ndiaye' }, 'search'],
    ['search number "77 000 42 1"', { ...base, search: '77 000 42 1' }, 'search'],
    ['search text "commande 4821"', { ...base, search: 'commande 4821' }, 'search'],
    ['search text "boubou" (common)', { ...base, search: 'boubou' }, 'search'],
    ['search text, view mine', { ...base, view: 'mine', search: 'colis' }, 'search'],
  ];
  console.log(
    `\nInbox, ${CONVERSATIONS} conversations in one workspace (${RUNS} runs each; goal p95 ≤ 50 ms a page, ≤ 100 ms a search)`,
  );
  const failures: string[] = [];
  const report = (name: string, times: number[], shown: string, goal: number) => {
    const p95 = percentile(times, 95);
    if (p95 > goal) failures.push(name);
    console.log(
      `  ${name.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(6)} ms  → ${shown}${p95 > goal ? '  OVER GOAL' : ''}`,
    );
  };
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;
  for (const [name, query, kind] of pages) {
    if (only && !only.test(name)) continue;
    const { times, result } = await timed(() => listInboxConversations(db, workspace, query));
    const page = result as Awaited<ReturnType<typeof listInboxConversations>>;
    report(
      name,
      times,
      `${page.conversations.length} rows${page.nextCursor ? ', more' : ''}`,
      kind === 'page' ? 50 : 100,
    );
    if (process.env.EXPLAIN)
      for (const search of query.search ? (['walked', 'indexed'] as const) : (['indexed'] as const))
        console.log(`    (${search})\n${await explain(inboxPageSql(workspace, query, search))}`);
  }
  const counts = await timed(() => countInbox(db, world.workspaceId, me ?? ''));
  report('counts (4 views + waiting)', counts.times, JSON.stringify(counts.result), 50);
  if (process.env.EXPLAIN) console.log(await explain(inboxCountsSql(world.workspaceId, me ?? '')));
  if (failures.length > 0) console.log(`\nOver the goal: ${failures.join(', ')}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
