import { buildStatusWebhook } from '@griot/fakes/whatsAppWebhooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { ACCESS_TOKEN, eventually, PHONE_NUMBER_ID, postWhatsAppWebhook } from '../../test/webhookKit';
import { BROADCAST_WORKER, BroadcastWorker } from './BroadcastWorker';
import { requeueStuck } from './broadcastQueries';
import { everyone, finished, promo, sendsTo, start, world } from './test/broadcastTestKit';

/** Broadcast workers together: pacing shared across workers, and a worker dying mid-send. */
const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

describe('broadcast workers', () => {
  it('paces sends per number across two workers: never above the rate in any sliding 1 s window of arrivals', async () => {
    const server = testServer();
    server.config.runtime.broadcastRatePerSecond = 20;
    // Two workers of their own (as two processes would be), sharing the database's pacing row.
    await server.runtime.worker(BROADCAST_WORKER)?.stop();
    const started: number[] = [];
    const workers = [1, 2].map(
      () =>
        new BroadcastWorker({
          db: server.db,
          graph: () => server.config.runtime,
          accessToken: async () => ACCESS_TOKEN,
          ratePerSecond: () => 20,
          interruptedSendWaitSeconds: () => 60,
          onError: () => {},
          onSend: (_number, at) => started.push(at),
        }),
    );
    for (const worker of workers) worker.start();
    try {
      const { owner, chatbotId } = await world(server, 60);
      const campaign = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
      await finished(server, owner.auth, chatbotId, campaign.json().campaign.id, 15_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      server.runtime.worker(BROADCAST_WORKER)?.start();
    }
    const peak = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      let max = 0;
      for (let i = 0, j = 0; i < sorted.length; i += 1) {
        while (j < sorted.length && (sorted[j] ?? 0) - (sorted[i] ?? 0) < 1000) j += 1;
        max = Math.max(max, j - i);
      }
      const rate = (sorted.length - 1) / (((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)) / 1000);
      return { max, rate };
    };
    const sends = peak(started);
    const received = peak(fake.sent.map((sent) => sent.receivedAt));
    console.log(
      `pacing 20/s, 2 workers: sends started at ${sends.rate.toFixed(1)}/s, max ${sends.max} in a 1 s window; ` +
        `the fake received at most ${received.max} in a 1 s window at ${received.rate.toFixed(1)}/s`,
    );
    expect(started).toHaveLength(60);
    expect(fake.sent).toHaveLength(60);
    expect(sends.max).toBeLessThanOrEqual(20);
    // As the fake received them (what Meta counts), over every sliding second, and at ≥ 95 % of the cap.
    expect(received.max).toBeLessThanOrEqual(20);
    // Slots are spaced for 97 % of the cap; a send whose slot a stalled event loop made it miss takes a
    // new one (a lost slot, never a burst): on a loaded test machine the rate stays within 80 % of the cap
    // (bench:broadcast measures ≥ 95 % in a process of its own).
    expect(received.rate).toBeGreaterThanOrEqual(16);
  });

  it('a worker that dies after sending loses nothing and sends nobody twice', async () => {
    const server = testServer();
    server.config.runtime.broadcastRatePerSecond = 6;
    await server.runtime.worker(BROADCAST_WORKER)?.stop();
    const dialect = new PgDialect();
    // Outcome writes fail as if the process died between Graph's answer and the database write.
    const dying = new Proxy(server.db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (query: SQL) =>
            dialect.sqlToQuery(query).sql.includes('invalid_number boolean')
              ? Promise.reject(new Error('killed'))
              : target.execute(query);
        return Reflect.get(target, property, receiver);
      },
    });
    const crashing = new BroadcastWorker({
      db: dying,
      graph: () => server.config.runtime,
      accessToken: async () => ACCESS_TOKEN,
      ratePerSecond: () => 6,
      interruptedSendWaitSeconds: () => 60,
      onError: () => {},
    });
    const { owner, chatbotId, phones } = await world(server, 10);
    const started = await start(server, owner.auth, chatbotId, { conditions: everyone, ...promo() });
    const campaignId = started.json().campaign.id as string;
    crashing.start();
    await eventually(async () => fake.sent.length >= 3);
    await crashing.stop();
    const sentBeforeCrash = fake.sent.length;
    expect(sentBeforeCrash).toBeLessThan(10);
    // Meta reports the sends it accepted, naming our recipient id: they are settled, not sent again.
    for (const sent of fake.sent)
      await postWhatsAppWebhook(
        server,
        chatbotId,
        buildStatusWebhook({
          phoneNumberId: PHONE_NUMBER_ID,
          wamid: sent.wamid,
          status: 'sent',
          recipient: (sent.body as { to: string }).to,
          callbackData: (sent.body as { biz_opaque_callback_data: string }).biz_opaque_callback_data,
        }),
      );
    await requeueStuck(server.db, 0);
    server.runtime.worker(BROADCAST_WORKER)?.start();
    const done = await finished(server, owner.auth, chatbotId, campaignId, 15_000);
    expect(done.campaign).toMatchObject({ total: 10, succeeded: 10 });
    for (const phone of phones) expect(sendsTo(fake, phone)).toHaveLength(1);
  });
});
