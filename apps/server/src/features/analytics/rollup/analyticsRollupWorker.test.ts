import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { ROLLUP_LOCK_KEY, runOnce, startAnalyticsRollup } from './analyticsRollupWorker';
import { buildEndUser, buildRollupWorld, hourTotals, inbound } from './test/rollupWorld';

const server = useTestServer();

interface PgClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(destroy?: boolean): void;
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

  it('survives losing its lock connection mid-run (PostgreSQL restarted): no crash, the connection discarded', async () => {
    const { db } = server();
    const pool = (db as unknown as { $client: { connect(): Promise<PgClient & NodeJS.EventEmitter> } })
      .$client;
    const released: unknown[] = [];
    const losing = Object.create(db) as typeof db;
    Object.defineProperty(losing, '$client', {
      value: {
        connect: async () => {
          const client = await pool.connect();
          return new Proxy(client, {
            get: (target, property) => {
              if (property === 'query')
                return async (text: string, values?: unknown[]) => {
                  const result = await target.query(text, values);
                  // What pg does when the server goes away while the connection idles.
                  if (text.includes('pg_try_advisory_lock'))
                    target.emit('error', new Error('Connection terminated'));
                  return result;
                };
              if (property === 'release')
                return (destroy?: boolean) => {
                  released.push(destroy);
                  target.release(true);
                };
              const value = Reflect.get(target, property, target);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          });
        },
      },
    });
    expect((await runOnce(losing)).ran).toBe(true);
    expect(released).toEqual([true]);
  });
});
