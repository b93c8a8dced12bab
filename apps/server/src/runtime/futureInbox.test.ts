import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { requireOwnedChatbot } from '../domain/chatbots/requireOwnedChatbot';
import { deleteChatbot } from '../features/chatbots/deleteChatbot';
import { useTestServer } from '../test/buildTestServer';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import { ACCESS_TOKEN, buildWhatsAppBot, countRows } from '../test/webhookKit';
import { whatsAppCustomer } from '../test/whatsAppCustomer';
import { InboxBacklog } from './inboxBacklog';
import { readInbox } from './laneQueries';
import { claimLanes } from './lanes';

/**
 * 'Wait until' follow-ups are inbox rows due days ahead (up to 90): with 100,000 of them waiting,
 * the inbox's backlog (what sheds webhooks) counts none, no lane is claimed for them, a customer
 * with one waiting is answered at once, the queries read through the pending rows' indexes, and
 * deleting the chatbot takes them all away.
 */
const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });
const FUTURE_ROWS = 100_000;

/** Stores `count` follow-ups of the chatbot, one per end-user, due between 1 and 90 days from now. */
async function storeFutureFollowUps(chatbotId: string, count: number): Promise<void> {
  await testServer().db.execute(sql`
    INSERT INTO inbox (chatbot_id, channel, sender, event, available_at)
    SELECT ${chatbotId}, 'whatsapp', '22170' || lpad(n::text, 7, '0'),
           jsonb_build_object('kind', 'resume', 'token', 'wait-1'),
           now() + make_interval(days => 1 + n % 90)
    FROM generate_series(1, ${count}) AS n`);
  await testServer().db.execute(sql`ANALYZE inbox`);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * The runtime's own functions run on a connection that EXPLAINs (ANALYZE) each of their
 * statements instead: the plans of the real query texts, not of copies.
 */
async function withExplainedConnection<T>(
  pool: pg.Pool,
  run: (db: Database) => Promise<T>,
): Promise<{ plans: { plan: PlanNode; ms: number }[] }> {
  const client = await pool.connect();
  const plans: { plan: PlanNode; ms: number }[] = [];
  const explaining = new Proxy(client, {
    get: (target, property) =>
      property === 'query'
        ? async (config: { text: string }, params: unknown[]) => {
            const result = await target.query(
              { ...config, text: `EXPLAIN (ANALYZE, FORMAT JSON) ${config.text}` },
              params,
            );
            const [explained] = (
              result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }
            )['QUERY PLAN'];
            if (explained) plans.push({ plan: explained.Plan, ms: explained['Execution Time'] });
            return { ...result, rows: [] };
          }
        : Reflect.get(target, property, target),
  });
  try {
    await run(drizzle(explaining) as unknown as Database);
  } finally {
    // Any advisory lock taken while explaining goes with the connection.
    client.release(true);
  }
  return { plans };
}

/** Every scan of the inbox in a plan: its kind and index. */
function inboxScans(node: PlanNode): string[] {
  const own =
    node['Relation Name'] === 'inbox' ? [`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()] : [];
  return [...own, ...(node.Plans ?? []).flatMap(inboxScans)];
}

describe('100,000 follow-ups due days ahead', () => {
  it('shed nothing, claim nothing, read through the indexes, and never delay a customer', {
    timeout: 60_000,
  }, async () => {
    const server = testServer();
    const { chatbotId, workspaceId } = await buildWhatsAppBot(server, [
      { type: 'text', message: 'Bienvenue' },
    ]);
    await storeFutureFollowUps(chatbotId, FUTURE_ROWS);

    // The backlog that sheds webhooks counts what is due: nothing.
    const backlog = new InboxBacklog(
      server.db,
      { maxDepth: 10, maxAgeSeconds: 1, retryAfterSeconds: 5 },
      (error) => {
        throw error;
      },
    );
    await backlog.read();
    expect(backlog.refusal()).toBeUndefined();

    // No lane is claimed for a row that is not due.
    const claimer = await server.pool.connect();
    try {
      expect(await claimLanes(drizzle(claimer) as unknown as Database, 500)).toEqual([]);
    } finally {
      claimer.release(true);
    }

    // The claim, the backlog and a lane's read go through the pending rows' partial indexes.
    const lane = { chatbotId, channel: 'whatsapp' as const, sender: '221700000042' };
    const { plans } = await withExplainedConnection(server.pool, async (db) => {
      await claimLanes(db, 500);
      await new InboxBacklog(
        db,
        { maxDepth: 20_000, maxAgeSeconds: 15, retryAfterSeconds: 5 },
        () => {},
      ).read();
      await readInbox(db, [lane]);
    });
    const scans = plans.flatMap(({ plan }) => inboxScans(plan));
    console.log(
      `${FUTURE_ROWS} future follow-ups: ${plans.map(({ ms }) => `${ms.toFixed(2)} ms`).join(', ')} (claim, backlog, lane read); inbox read by ${[...new Set(scans)].join(', ')}`,
    );
    expect(plans).toHaveLength(3);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
    for (const { ms } of plans) expect(ms).toBeLessThan(50);

    // A customer with a follow-up waiting is answered now; the follow-up keeps its time.
    const customer = whatsAppCustomer(server, fake, chatbotId, '221700000007');
    const [waiting] = await customer.scheduled();
    await customer.writes('Bonjour');
    expect(await customer.receives(1)).toEqual(['Bienvenue']);
    expect(await customer.scheduled()).toEqual([waiting]);

    // Deleting the chatbot takes its follow-ups with it (the inbox's foreign key cascades).
    const started = performance.now();
    await deleteChatbot(
      server.db,
      server.services.files,
      await requireOwnedChatbot(server.db, workspaceId, chatbotId),
    );
    console.log(
      `chatbot with ${FUTURE_ROWS} follow-ups deleted in ${Math.round(performance.now() - started)} ms`,
    );
    expect(await countRows(server, 'inbox', chatbotId)).toBe(0);
  });
});
