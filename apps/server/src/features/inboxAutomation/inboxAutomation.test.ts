import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setWaitingStatus } from '../../runtime/conversationStatus';
import { RuntimeSignals } from '../../runtime/runtimeSignals';
import { useTestServer } from '../../test/buildTestServer';
import { eventually } from '../../test/webhookKit';
import { sendAwayMessages } from './awayMessages';
import { localTime } from './businessHours';
import { INBOX_AUTOMATION_WORKER, InboxAutomationWorker } from './InboxAutomationWorker';
import { buildAutomationWorld } from './test/automationWorld';
import { wakeEndedSnoozes } from './wakeSnoozes';

const testServer = useTestServer();

const AWAY = 'Nous sommes fermés. Un conseiller vous répond dès 9 h.';

async function conversation(endUserId: string) {
  const rows = await testServer().db.execute<{
    status: string;
    snoozed_until: string | null;
    episodes: number;
  }>(sql`
    SELECT c.status, c.snoozed_until,
           (SELECT count(*)::int FROM conversation_episodes e WHERE e.end_user_id = c.end_user_id) AS episodes
    FROM conversations c WHERE c.end_user_id = ${endUserId}`);
  return rows.rows[0];
}

async function awayMessages(endUserId: string) {
  const rows = await testServer().db.execute<{ text: string; status: string }>(sql`
    SELECT content->'element'->>'message' AS text, status FROM messages
    WHERE end_user_id = ${endUserId} AND direction = 'out' AND content->>'inbox' = 'away'`);
  return rows.rows;
}

describe('snoozes', () => {
  it('a snooze that ended opens the conversation again, in the same stretch; one still running waits', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    const [ended, running] = [await world.openOne(), await world.openOne()];
    await server.db.transaction(async (tx) => {
      await setWaitingStatus(tx, {
        endUserId: ended,
        status: 'snoozed',
        snoozedUntil: new Date(Date.now() - 1000),
      });
      await setWaitingStatus(tx, {
        endUserId: running,
        status: 'snoozed',
        snoozedUntil: new Date(Date.now() + 3_600_000),
      });
    });
    await wakeEndedSnoozes(server.db);
    expect(await conversation(ended)).toEqual({ status: 'open', snoozed_until: null, episodes: 1 });
    expect(await conversation(running)).toMatchObject({ status: 'snoozed', episodes: 1 });
  });

  it('the worker of the running server wakes a snooze on time, by itself', async () => {
    const server = testServer();
    expect(server.runtime.worker(INBOX_AUTOMATION_WORKER)).toBeDefined();
    const world = await buildAutomationWorld(server);
    const id = await world.openOne();
    await server.db.transaction((tx) =>
      setWaitingStatus(tx, { endUserId: id, status: 'snoozed', snoozedUntil: new Date(Date.now() + 500) }),
    );
    const woken = await eventually(async () => {
      const state = await conversation(id);
      return state?.status === 'open' ? state : undefined;
    }, 6000);
    expect(woken).toMatchObject({ status: 'open', snoozed_until: null });
  });
});

describe('business hours', () => {
  it('outside them, a stretch opened by the customer, the flow or GRIOT IA gets the away message once', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    // No day has hours: always closed.
    await world.settings((settings) => {
      settings.business_hours = { enabled: true, timezone: 'Africa/Dakar', days: [], away_message: AWAY };
    });
    const customer = await world.openOne('customer');
    const bot = await world.openOne('bot');
    const griot = await world.openOne('griot');
    const agent = await world.openOne('agent', world.members[0]);
    await sendAwayMessages(server.db);
    await sendAwayMessages(server.db);
    for (const id of [customer, bot, griot])
      expect(await awayMessages(id)).toEqual([{ text: AWAY, status: 'sent' }]);
    // An agent who opened it themselves needs no away message.
    expect(await awayMessages(agent)).toEqual([]);
    const preview = await server.db.execute<{ last_message_preview: string }>(
      sql`SELECT last_message_preview FROM conversations WHERE end_user_id = ${customer}`,
    );
    expect(preview.rows[0]?.last_message_preview).toBe(AWAY);
  });

  it('inside them, or with business hours off, no away message', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    // Open every day from 00:00 to 23:59, in a time zone where this minute is not 23:59.
    const timezone = localTime(new Date(), 'Africa/Dakar').time >= '23:58' ? 'Asia/Tokyo' : 'Africa/Dakar';
    const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '23:59' }));
    await world.settings((settings) => {
      settings.business_hours = { enabled: true, timezone, days: allWeek, away_message: AWAY };
    });
    const inside = await world.openOne('customer');
    await sendAwayMessages(server.db);
    expect(await awayMessages(inside)).toEqual([]);

    await world.settings((settings) => {
      settings.business_hours = { enabled: false, timezone, days: [], away_message: AWAY };
    });
    const off = await world.openOne('bot');
    await sendAwayMessages(server.db);
    expect(await awayMessages(off)).toEqual([]);
  });

  it('two processes at once send it once', async () => {
    const server = testServer();
    const world = await buildAutomationWorld(server);
    await world.settings((settings) => {
      settings.business_hours = { enabled: true, timezone: 'Europe/Paris', days: [], away_message: AWAY };
    });
    const id = await world.openOne('customer');
    await Promise.all([
      sendAwayMessages(server.db),
      sendAwayMessages(server.db),
      sendAwayMessages(server.db),
    ]);
    expect(await awayMessages(id)).toHaveLength(1);
  });
});

describe('the worker', () => {
  it('runs a pass as soon as a conversation changes, and stops at once', async () => {
    const signals = new RuntimeSignals();
    const worker = new InboxAutomationWorker({ db: testServer().db, signals, log: () => {} });
    const passes = vi.spyOn(worker, 'runOnce');
    worker.start();
    await eventually(async () => passes.mock.calls.length >= 1);
    // Past the minimum gap, the worker rests until its next poll (2 s) or a wake-up.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = passes.mock.calls.length;
    signals.wake('conversations');
    await eventually(async () => passes.mock.calls.length > before, 800);
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(500);
    // Stopped: a wake-up runs nothing more.
    const atStop = passes.mock.calls.length;
    signals.wake('conversations');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(passes.mock.calls.length).toBe(atStop);
  });
});
