import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catchUpActivity } from '../lib/activityBacklog';
import { loadRuntimeConfig } from '../lib/config';
import { testConfig } from '../test/buildTestServer';
import { DEMO_INBOX } from './demoInbox';
import type { AdminServices } from './openAdminServices';
import { seedDemoCommand } from './seedDemoCommand';
import { ATTACHED_MESSAGE } from './seedDemoConversations';
import { useSeedWorld } from './test/seedWorld';

const world = useSeedWorld('griot-seed-demo-');
let services: AdminServices;

beforeAll(async () => {
  // What a production .env may hold: seed-demo must override both.
  const config = testConfig(world.dataDir, world.database.connectionString, {
    runtime: { ...loadRuntimeConfig({}), whatsappAppSecret: 'real-meta-secret', workers: 2 },
  });
  services = { config, database: { ...world.database, close: async () => {} } };
});

async function snapshot() {
  const { rows } = await world.database.db.execute<{
    name: string;
    user_count: number;
    end_users: number;
    web_users: number;
    inbound: number;
    outbound: number;
    sent_with_wamid: number;
    not_sent: number;
    broadcast: number;
    agent: number;
  }>(sql`
    SELECT c.bot_name AS name, c.user_count,
      (SELECT count(*)::int FROM end_users e WHERE e.chatbot_id = c.id) AS end_users,
      (SELECT count(*)::int FROM end_users e WHERE e.chatbot_id = c.id AND e.channel = 'web') AS web_users,
      (SELECT count(*)::int FROM messages m WHERE m.chatbot_id = c.id AND m.direction = 'in') AS inbound,
      (SELECT count(*)::int FROM messages m WHERE m.chatbot_id = c.id AND m.direction = 'out'
         AND NOT m.content ? 'broadcast') AS outbound,
      (SELECT count(*)::int FROM messages m WHERE m.chatbot_id = c.id AND m.direction = 'out'
         AND NOT m.content ? 'broadcast'
         AND m.status IN ('sent', 'delivered', 'read') AND m.external_id LIKE 'wamid.%') AS sent_with_wamid,
      (SELECT count(*)::int FROM messages m WHERE m.chatbot_id = c.id AND m.direction = 'out'
         AND NOT m.content ? 'broadcast' AND m.status NOT IN ('sent', 'delivered', 'read')) AS not_sent,
      -- The demo campaign's sends, in its customers' conversations (some failed, as Meta said).
      (SELECT count(*)::int FROM messages m WHERE m.chatbot_id = c.id AND m.content ? 'broadcast') AS broadcast,
      -- The live conversations' agents (the 90 days of analytics history, 77 60x xx xx, have their own).
      (SELECT count(*)::int FROM messages m JOIN end_users e ON e.id = m.end_user_id
         WHERE m.chatbot_id = c.id AND m.agent_id IS NOT NULL AND e.external_id NOT LIKE '2217760%') AS agent
    FROM chatbots c ORDER BY c.bot_name`);
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

describe('seed-demo conversations', () => {
  it('runs the demo bots through the runtime once, then adds nothing', async () => {
    const output: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    const errors = vi.spyOn(console, 'error');
    // Read before the restore, which clears the spy's calls.
    let errorLines: unknown[][] = [];
    try {
      await seedDemoCommand([], services);
    } finally {
      errorLines = [...errors.mock.calls];
      spy.mockRestore();
      errors.mockRestore();
    }
    expect(errorLines).toEqual([]);
    const first = await snapshot();
    const shop = first['Boutique Téranga'];
    const web = first['Service client Lyon Mode'];
    expect(shop?.end_users).toBeGreaterThanOrEqual(10);
    expect(shop?.user_count).toBe(shop?.end_users);
    expect(shop?.inbound).toBeGreaterThanOrEqual(20);
    expect(shop?.outbound).toBeGreaterThan(shop?.inbound ?? 0);
    expect(shop?.sent_with_wamid).toBe(shop?.outbound);
    expect(shop?.not_sent).toBe(0);
    // The takeover's reply, and the team inbox's agents in the shop's conversations (seedDemoInbox).
    const inboxAgentLines = DEMO_INBOX.filter((conversation) => conversation.bot === 'shop')
      .flatMap((conversation) => conversation.lines)
      .filter(([speaker]) => speaker !== 'in' && speaker !== 'bot').length;
    expect(shop?.agent).toBe(1 + inboxAgentLines);
    expect(shop?.broadcast).toBeGreaterThan(10);
    expect(web?.web_users).toBeGreaterThanOrEqual(3);
    expect(web?.user_count).toBe(web?.end_users);
    expect(web?.outbound).toBeGreaterThanOrEqual(3 * 3);
    expect(output.join('\n')).toMatch(
      /Conversations de démonstration : 1\d conversations et \d+ messages créés/,
    );
    const { rows: order } = await world.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM messages
      WHERE content->'element'->>'message' LIKE 'Merci ! Nous préparons votre commande : 2 pagnes wax bleus.%'`);
    expect(order[0]?.n).toBe(2);
    // A shared location answers the location request (not 'Je n'ai pas bien compris') and keeps
    // the customer's own name.
    const { rows: moussa } = await world.database.db.execute<{
      full_name: string;
      misunderstood: number;
    }>(sql`
      SELECT e.full_name, (SELECT count(*)::int FROM messages m WHERE m.end_user_id = e.id
        AND m.content->'element'->>'message' LIKE 'Je n''ai pas bien compris%') AS misunderstood
      FROM end_users e WHERE e.external_id = '221776508214'`);
    expect(moussa[0]).toEqual({ full_name: 'Moussa Diop', misunderstood: 0 });
    // The demo's images are stored as paths (/api/public/…): they show on any port or PUBLIC_URL.
    const { rows: images } = await world.database.db.execute<{ paths: number; addresses: number }>(sql`
      SELECT count(*) FILTER (WHERE content::text LIKE '%"/api/public/%')::int AS paths,
             count(*) FILTER (WHERE content::text ~ '"https?://[^"]*/api/public/')::int AS addresses
      FROM messages`);
    expect(images[0]?.paths).toBeGreaterThan(0);
    expect(images[0]?.addresses).toBe(0);
    const { rows: pending } = await world.database.db.execute<{ n: number }>(
      // A follow-up due tomorrow (« Keur Wax »'s wait-until, seedDemoFlowLogic) is not work left over.
      sql`SELECT count(*)::int AS n FROM inbox WHERE status <> 'done' AND available_at <= now()`,
    );
    expect(pending[0]?.n).toBe(0);
    // The campaigns' window (end_users.last_inbound_at, 0052) holds every demo conversation's last
    // message, whether written as it stands or played through the runtime (once caught up).
    await catchUpActivity(world.database.db, { wait: true });
    const { rows: window } = await world.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM conversations c JOIN end_users e ON e.id = c.end_user_id
      WHERE c.last_inbound_at IS DISTINCT FROM e.last_inbound_at`);
    expect(window[0]?.n).toBe(0);

    const again: string[] = [];
    const spyAgain = vi.spyOn(console, 'log').mockImplementation((line: string) => void again.push(line));
    try {
      await seedDemoCommand([], services);
    } finally {
      spyAgain.mockRestore();
    }
    expect(await snapshot()).toEqual(first);
    expect(again.join('\n')).not.toContain('Conversations de démonstration');
  }, 90_000);

  it('explains why it skips next to a running server', async () => {
    await world.database.db.execute(sql`DELETE FROM end_users`);
    const output: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
    const attached = {
      ...services,
      database: {
        ...services.database,
        embedded: {
          port: 0,
          user: 'postgres',
          password: '',
          owned: false,
          connectionString: () => world.database.connectionString,
          stop: async () => {},
        },
      },
    };
    try {
      await seedDemoCommand([], attached);
    } finally {
      spy.mockRestore();
    }
    expect(output).toContain(ATTACHED_MESSAGE);
    const { rows } = await world.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM end_users`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
