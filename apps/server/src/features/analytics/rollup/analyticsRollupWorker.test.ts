import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { ROLLUP_LOCK_KEY, runOnce, startAnalyticsRollup } from './analyticsRollupWorker';
import { buildEndUser, buildRollupWorld, hourTotals, inbound } from './test/rollupWorld';

const server = useTestServer();

interface PgClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(): void;
}

describe('the analytics rollup worker', () => {
  it('skips its turn while another process holds the rollup lock', async () => {
    const { db } = server();
    const client = await (db as unknown as { $client: { connect(): Promise<PgClient> } }).$client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [ROLLUP_LOCK_KEY]);
      expect(await runOnce(db)).toEqual({ ran: false, more: false });
      await client.query('SELECT pg_advisory_unlock($1)', [ROLLUP_LOCK_KEY]);
    } finally {
      client.release();
    }
    expect((await runOnce(db)).ran).toBe(true);
  });

  it('counts new messages in the background and stops cleanly', async () => {
    const { db } = server();
    const world = await buildRollupWorld(server());
    const who = {
      chatbotId: world.chatbotId,
      endUserId: await buildEndUser(db, world.chatbotId, '221770000010'),
    };
    await inbound(db, who, new Date().toISOString());
    const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = startAnalyticsRollup({ db, log, everyMs: 50 });
    try {
      await expect
        .poll(async () => (await hourTotals(db, world.chatbotId))?.inbound, { timeout: 10_000 })
        .toBe(1);
    } finally {
      await stop();
    }
    expect(log.error).not.toHaveBeenCalled();
  });
});
