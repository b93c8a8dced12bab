import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readResponseTimes } from '../features/inbox/responseTimeQueries';
import { verifyPassword } from '../lib/passwordHashing';
import { testConfig } from '../test/buildTestServer';
import type { AdminServices } from './openAdminServices';
import { seedDemoCommand } from './seedDemoCommand';
import { useSeedWorld } from './test/seedWorld';

/** seed-demo's provider side: the team of the shop, its invitations and audit log, two clients. */
const world = useSeedWorld('griot-seed-workspaces-');
let services: AdminServices;

beforeAll(async () => {
  services = {
    config: testConfig(world.dataDir, world.database.connectionString),
    database: { ...world.database, close: async () => {} },
  };
});

async function seedDemo(): Promise<string> {
  const output: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
  try {
    await seedDemoCommand([], services);
  } finally {
    spy.mockRestore();
  }
  return output.join('\n');
}

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await world.database.db.execute(query)).rows as T[];
}

/** Every workspace of the demo with its members, invitations, audit events and month's figures. */
async function snapshot() {
  return rows<Record<string, unknown>>(sql`
    SELECT w.name, w.kind, (w.provider_workspace_id = d.id) AS of_demo,
      (SELECT string_agg(u.email || ':' || m.role, ' ' ORDER BY u.email) FROM workspace_members m
         JOIN users u ON u.id = m.user_id WHERE m.workspace_id = w.id) AS members,
      (SELECT count(*)::int FROM workspace_invitations i WHERE i.workspace_id = w.id) AS invitations,
      (SELECT count(*)::int FROM workspace_invitations i WHERE i.workspace_id = w.id AND i.expires_at > now()) AS open,
      (SELECT count(*)::int FROM audit_events a WHERE a.workspace_id = w.id) AS audit,
      (SELECT count(*)::int FROM chatbots b WHERE b.workspace_id = w.id) AS chatbots,
      (SELECT count(*)::int FROM whatsapp_accounts a WHERE a.workspace_id = w.id AND a.chatbot_id IS NOT NULL) AS numbers,
      (SELECT count(*)::int FROM end_users e JOIN chatbots b ON b.id = e.chatbot_id
         WHERE b.workspace_id = w.id AND NOT e.is_test AND e.created_at >= date_trunc('month', now())) AS end_users,
      (SELECT count(*)::int FROM messages m JOIN chatbots b ON b.id = m.chatbot_id
         WHERE b.workspace_id = w.id AND m.created_at >= date_trunc('month', now())) AS messages,
      (SELECT count(*)::int FROM labels l WHERE l.workspace_id = w.id) AS labels,
      (SELECT count(*)::int FROM canned_responses r WHERE r.workspace_id = w.id) AS canned,
      (SELECT string_agg(s.status || ':' || s.n, ' ' ORDER BY s.status) FROM (SELECT status, count(*) AS n
         FROM conversations c WHERE c.workspace_id = w.id GROUP BY status) s) AS statuses,
      (SELECT count(*)::int FROM conversation_episodes e WHERE e.workspace_id = w.id) AS episodes,
      (SELECT count(*)::int FROM conversation_notes n WHERE n.workspace_id = w.id) AS notes,
      w.inbox_settings->>'auto_assign' AS auto_assign
    FROM workspaces w
    CROSS JOIN (SELECT ws.id FROM workspaces ws JOIN users u ON u.id = ws.created_by
                WHERE u.email = 'demo@griot.local' AND ws.kind = 'own') d
    ORDER BY w.kind DESC, w.name`);
}

/** Each printed login (email then password) checked against the stored hash. */
async function checkPrintedLogins(output: string): Promise<string[]> {
  const pairs = [...output.matchAll(/Email {8}: (\S+)\n {4}Mot de passe : (\S+)/g)];
  for (const [, email, password] of pairs) {
    const [user] = await rows<{ password_hash: string }>(
      sql`SELECT password_hash FROM users WHERE email = ${email ?? ''}`,
    );
    expect(await verifyPassword(password ?? '', user?.password_hash ?? ''), email).toBe(true);
  }
  return pairs.map(([, email]) => email ?? '');
}

describe('seed-demo: a provider with its team and its clients', () => {
  it('makes the team, the invitations, the audit log and two client workspaces once, and prints every login', async () => {
    const output = await seedDemo();
    const first = await snapshot();
    expect(first.map(({ name, kind, of_demo }) => [name, kind, of_demo])).toEqual([
      ['Boutique Téranga', 'own', null],
      ['Maquis Chez Tantie', 'client', true],
      ['Pharmacie Baobab', 'client', true],
    ]);
    const [shop, maquis, pharmacy] = first;
    expect(shop?.members).toBe(
      'aissatou.ba@griot.local:agent demo@griot.local:owner ibrahima.sarr@griot.local:agent khady.fall@griot.local:editor moussa.diallo@griot.local:admin',
    );
    expect(shop).toMatchObject({
      invitations: 2,
      open: 1,
      labels: 5,
      canned: 5,
      notes: 7,
      auto_assign: 'true',
    });
    // The inbox in every status (the live personas add the conversations the bot keeps, and the
    // one an agent took over).
    expect(shop?.statuses).toMatch(/^open:\d+ pending:3 resolved:\d+ snoozed:2$/);
    expect(shop?.episodes).toBeGreaterThanOrEqual(27);
    expect(shop?.audit).toBeGreaterThanOrEqual(15);
    // Handed over: the pharmacist owns it, the provider stays admin.
    expect(pharmacy?.members).toBe('demo@griot.local:admin fatou.ndiaye@griot.local:owner');
    expect(maquis?.members).toBe('demo@griot.local:owner');
    expect(pharmacy).toMatchObject({ chatbots: 1, numbers: 1 });
    expect(maquis).toMatchObject({ chatbots: 2, numbers: 0 });
    for (const client of [pharmacy, maquis]) {
      expect(client?.end_users).toBeGreaterThan(0);
      expect(client?.messages).toBeGreaterThan(0);
      expect(client?.audit).toBeGreaterThan(0);
    }
    // The clients' bots answer a message outside their menu: no default flow left empty.
    const silent = await rows<{ bot_name: string }>(sql`
      SELECT c.bot_name FROM chatbots c
      JOIN workspaces w ON w.id = c.workspace_id AND w.kind = 'client'
      JOIN blocks b ON b.chatbot_id = c.id AND b.category = 'default'
      WHERE jsonb_array_length(b.flow) = 0`);
    expect(silent).toEqual([]);
    const [twoFactor] = await rows<{ on: boolean }>(
      sql`SELECT totp_enabled_at IS NOT NULL AS on FROM users WHERE email = 'moussa.diallo@griot.local'`,
    );
    expect(twoFactor?.on).toBe(true);

    expect(output).toContain('Compte de démonstration');
    expect(output).toContain('Moussa Diallo — Administrateur de « Boutique Téranga »');
    expect(output).toContain('Aïssatou Ba — Agent de « Boutique Téranga »');
    expect(output).toContain('Fatou Ndiaye — Propriétaire de « Pharmacie Baobab »');
    expect(output).toMatch(
      /Invitation en attente : cheikh\.gueye@griot\.local \(Agent\)\n {4}Lien : \S+\/invitation\/inv_/,
    );
    const printed = await checkPrintedLogins(output);
    expect(printed).toEqual([
      'demo@griot.local',
      'moussa.diallo@griot.local',
      'khady.fall@griot.local',
      'ibrahima.sarr@griot.local',
      'aissatou.ba@griot.local',
      'fatou.ndiaye@griot.local',
    ]);

    // Again, the demo last working in a client's workspace: nothing doubled nor seeded there,
    // every printed password is new and works.
    await world.database.db.execute(sql`
      UPDATE users SET last_workspace_id = (SELECT id FROM workspaces WHERE name = 'Maquis Chez Tantie')
      WHERE email = 'demo@griot.local'`);
    const again = await seedDemo();
    expect(await snapshot()).toEqual(first);
    expect(await checkPrintedLogins(again)).toEqual(printed);
    const passwords = (text: string) => [...text.matchAll(/Mot de passe : (\S+)/g)].map((match) => match[1]);
    expect(passwords(again).some((password) => passwords(output).includes(password))).toBe(false);
    const [people] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(people?.n).toBe(6);
  }, 120_000);

  it('tells the log as the data has it: the catalogue restored, the promotion sent, the number linked', async () => {
    const events = await rows<{
      type: string;
      actor_name: string;
      subject: string;
      revision: string | null;
    }>(sql`
      SELECT a.type, a.actor_name, a.subject, a.details->>'revision' AS revision
      FROM audit_events a JOIN workspaces w ON w.id = a.workspace_id
      WHERE w.name = 'Boutique Téranga' ORDER BY a.created_at`);
    expect(events).toContainEqual({
      type: 'flow.restored',
      actor_name: 'Moussa Diallo',
      subject: 'Catalogue',
      revision: '2',
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'broadcast.started',
        actor_name: 'Khady Fall',
        subject: 'promo_tabaski',
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'number.linked',
        actor_name: 'Aminata Sow',
        subject: '+221 77 000 00 01',
      }),
    );
    expect(events.at(-1)?.subject).toBe('promo_tabaski');
    // The catalogue's revisions match: the seed's (2), the promotion (3), 2 restored (4); the
    // elements compared without their chain ids, which every save renumbers.
    const elements = (flow: string) =>
      sql.raw(`(SELECT jsonb_agg(e - 'id_element' - 'id_previous') FROM jsonb_array_elements(${flow}) e)`);
    const [catalogue] = await rows<{ revision: number; revisions: number; restored: boolean }>(sql`
      SELECT b.revision, (SELECT count(*)::int FROM block_revisions r WHERE r.block_id = b.id) AS revisions,
        (SELECT ${elements('r.flow')} FROM block_revisions r WHERE r.block_id = b.id AND r.revision = 2)
          = ${elements('b.flow')} AS restored
      FROM blocks b JOIN chatbots c ON c.id = b.chatbot_id
      WHERE c.bot_name = 'Boutique Téranga' AND b.blockname = 'Catalogue'`);
    expect(catalogue).toEqual({ revision: 4, revisions: 3, restored: true });
  });

  it('tells the templates and the campaign plans, naming the rows the demo has, in the past weeks', async () => {
    const lines = await rows<{
      type: string;
      actor_name: string;
      subject: string;
      details: Record<string, unknown>;
      days_ago: number;
    }>(sql`
      SELECT a.type, a.actor_name, a.subject, a.details,
        (extract(epoch FROM now() - a.created_at) / 86400)::float8 AS days_ago
      FROM audit_events a JOIN workspaces w ON w.id = a.workspace_id
      WHERE w.name = 'Boutique Téranga' AND (a.type LIKE 'template.%' OR a.type LIKE 'broadcast.plan%'
        OR a.type = 'broadcast.recurring_created' OR (a.type = 'broadcast.started' AND a.actor_id IS NULL))
      ORDER BY a.created_at`);
    const [template] = await rows<{ id: string; account: string }>(sql`
      SELECT t.id, a.display_phone_number AS account FROM whatsapp_templates t
      JOIN whatsapp_accounts a ON a.id = t.whatsapp_account_id WHERE t.name = 'relance_panier'`);
    const plans = await rows<{ id: string; name: string; schedule_at: string | null }>(sql`
      SELECT p.id, p.name, to_char(p.schedule_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS schedule_at
      FROM campaign_plans p JOIN chatbots c ON c.id = p.chatbot_id WHERE c.bot_name = 'Boutique Téranga'`);
    const plan = (name: string) => plans.find((one) => one.name === name);
    const [abTest] = await rows<{ id: string; recipients: number }>(sql`
      SELECT b.id, b.total - b.skipped AS recipients FROM broadcasts b WHERE b.name = 'Test A/B : promo ou bienvenue ?'`);
    const told = lines.map(({ type, actor_name, subject }) => [type, actor_name, subject]);
    expect(told).toEqual([
      ['template.edited', 'Aminata Sow', 'promo_tabaski'],
      ['template.created', 'Moussa Diallo', 'code_verification'],
      ['template.deleted', 'Moussa Diallo', 'promo_korite'],
      ['template.created', 'Khady Fall', 'soldes_refuse'],
      ['broadcast.planned', 'Khady Fall', 'Test A/B : promo ou bienvenue ?'],
      ['broadcast.started', '', 'Test A/B : promo ou bienvenue ?'],
      ['broadcast.planned', 'Khady Fall', 'Livraison offerte à Dakar'],
      ['broadcast.plan_cancelled', 'Moussa Diallo', 'Livraison offerte à Dakar'],
      ['template.created', 'Khady Fall', 'nouvelle_collection'],
      ['broadcast.recurring_created', 'Khady Fall', 'Nouveautés du lundi'],
      ['broadcast.plan_edited', 'Moussa Diallo', 'Nouveautés du lundi'],
      ['template.created', 'Khady Fall', 'relance_panier'],
      ['broadcast.planned', 'Khady Fall', 'Tabaski : -20 % demain matin'],
    ]);
    for (const line of lines) {
      expect(line.days_ago, line.subject).toBeGreaterThan(0);
      expect(line.days_ago, line.subject).toBeLessThan(8 * 7);
    }
    const find = (type: string, subject: string) =>
      lines.find((line) => line.type === type && line.subject === subject)?.details;
    // As the live recorders write them: the template, its number and language; the plan and when.
    expect(find('template.created', 'relance_panier')).toMatchObject({
      template_id: template?.id,
      account: template?.account,
      language: 'fr',
      category: 'MARKETING',
    });
    expect(find('broadcast.recurring_created', 'Nouveautés du lundi')).toMatchObject({
      chatbot: 'Boutique Téranga',
      plan_id: plan('Nouveautés du lundi')?.id,
      frequency: 'weekly',
      time: '10:00',
    });
    expect(find('broadcast.planned', 'Tabaski : -20 % demain matin')).toMatchObject({
      plan_id: plan('Tabaski : -20 % demain matin')?.id,
      scheduled_at: plan('Tabaski : -20 % demain matin')?.schedule_at,
    });
    expect(find('broadcast.started', 'Test A/B : promo ou bienvenue ?')).toMatchObject({
      campaign_id: abTest?.id,
      recipients: abTest?.recipients,
    });
    expect(find('broadcast.planned', 'Test A/B : promo ou bienvenue ?')).toMatchObject({ ab_test: true });
  });
});

describe('seed-demo: the team inbox of « Boutique Téranga »', () => {
  it('has customers waiting for a person, each agent busy, and response times people believe', async () => {
    const [workspace] = await rows<{ id: string }>(
      sql`SELECT id FROM workspaces WHERE name = 'Boutique Téranga'`,
    );
    const waiting = await rows<{ name: string; minutes: number; unread: number }>(sql`
      SELECT e.full_name AS name, extract(epoch FROM now() - c.waiting_since)::int / 60 AS minutes,
        c.inbound_count - c.read_floor AS unread
      FROM conversations c JOIN end_users e ON e.id = c.end_user_id
      WHERE c.workspace_id = ${workspace?.id} AND c.status = 'open' AND c.assignee_id IS NULL
      ORDER BY c.waiting_since`);
    expect(waiting.map(({ name }) => name)).toEqual(['Pape Malick Ndoye', 'Ndèye Fatou Diouf', 'Coumba Sy']);
    expect(waiting.filter(({ minutes }) => minutes > 30)).toHaveLength(2);
    expect(waiting.every(({ unread }) => unread > 0)).toBe(true);
    const load = await rows<{ email: string; open: number; availability: string }>(sql`
      SELECT u.email, m.availability,
        (SELECT count(*)::int FROM conversations c WHERE c.assignee_id = u.id AND c.status <> 'resolved') AS open
      FROM workspace_members m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = ${workspace?.id} AND m.role = 'agent' ORDER BY u.email`);
    expect(load).toEqual([
      { email: 'aissatou.ba@griot.local', availability: 'available', open: 4 },
      // At the cap of 5: the round robin passes him by.
      { email: 'ibrahima.sarr@griot.local', availability: 'available', open: 5 },
    ]);
    const [snoozed] = await rows<{ hour: number; tomorrow: boolean }>(sql`
      SELECT extract(hour FROM snoozed_until AT TIME ZONE 'Africa/Dakar')::int AS hour,
        (snoozed_until AT TIME ZONE 'Africa/Dakar')::date = (now() AT TIME ZONE 'Africa/Dakar')::date + 1 AS tomorrow
      FROM conversations WHERE workspace_id = ${workspace?.id} AND status = 'snoozed' LIMIT 1`);
    expect(snoozed).toEqual({ hour: 9, tomorrow: true });
    const times = await readResponseTimes(world.database.db, workspace?.id ?? '', 30);
    const agents = new Map(times.agents.map((agent) => [agent.name, agent]));
    for (const name of ['Ibrahima Sarr', 'Aïssatou Ba', 'Aminata Sow']) {
      const agent = agents.get(name);
      expect(agent?.resolved, name).toBeGreaterThanOrEqual(3);
      expect(agent?.first_response_median, name).toBeGreaterThanOrEqual(60);
      expect(agent?.first_response_median, name).toBeLessThanOrEqual(25 * 60);
      expect(agent?.resolution_median, name).toBeGreaterThanOrEqual(10 * 60);
      expect(agent?.resolution_median, name).toBeLessThanOrEqual(6 * 3600);
    }
    // Ibrahima answers faster than Aïssatou: the chart has something to say.
    expect(agents.get('Ibrahima Sarr')?.first_response_median ?? 0).toBeLessThan(
      agents.get('Aïssatou Ba')?.first_response_median ?? 0,
    );
  });
});
