import fr from '@griot/contract/campaigns/plans/i18n/fr';
import { endUsers } from '@griot/db/schema/endUsers';
import { endUserVariables } from '@griot/db/schema/endUserVariables';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignLauncher } from '../../../app/campaignLauncher';
import { useTestServer } from '../../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { eventually } from '../../../test/webhookKit';
import { CampaignScheduler } from './CampaignScheduler';
import {
  call,
  createCampaign,
  inCity,
  listCampaigns,
  localIn,
  promo,
  scheduler,
  schedulerErrors,
  setTimeZone,
  world,
} from './test/planTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

afterEach(() => {
  expect(schedulerErrors).toEqual([]);
});

describe('the campaign scheduler', () => {
  it('starts a planned campaign within 5 s of its time across a restart of the scheduler', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 2);
    await setTimeZone(server, owner.workspaceId, 'Africa/Dakar');
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: inCity('Dakar'),
      scheduleAt: localIn('Africa/Dakar', 10),
      ...promo(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const planId = created.json().item.planId as string;
    // Its time is brought to 2 s from now; the first scheduler stops before it, a new one takes over.
    await server.db.execute(
      sql`UPDATE campaign_plans SET next_run_at = now() + interval '2 seconds' WHERE id = ${planId}`,
    );
    const first = scheduler(server);
    first.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.stop();
    const second = scheduler(server);
    second.start();
    try {
      const lag = await eventually(async () => {
        const { rows } = await server.db.execute<{ lag: number }>(sql`
          SELECT extract(epoch FROM b.created_at - b.plan_run_at)::float8 AS lag FROM broadcasts b WHERE b.plan_id = ${planId}`);
        return rows[0];
      }, 10_000);
      expect(lag.lag).toBeGreaterThanOrEqual(0);
      expect(lag.lag).toBeLessThan(5);
      await eventually(
        async () => (fake.sent.some((sent) => sent.body.to === phones[0]) ? true : undefined),
        10_000,
      );
    } finally {
      await second.stop();
    }
    const { rows } = await server.db.execute<{ status: string; runs: number }>(
      sql`SELECT status, runs FROM campaign_plans WHERE id = ${planId}`,
    );
    expect(rows[0]).toEqual({ status: 'finished', runs: 1 });
  });

  it('two schedulers at once start a due run once; a run whose start fails is undone whole (no campaign) and passed over', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 2);
    const plan = async () => {
      const created = await createCampaign(server, owner.auth, {
        chatbotId,
        conditions: inCity('Dakar'),
        scheduleAt: localIn('Africa/Dakar', 10),
        ...promo(),
      });
      const planId = created.json().item.planId as string;
      await server.db.execute(
        sql`UPDATE campaign_plans SET next_run_at = now() - interval '1 second' WHERE id = ${planId}`,
      );
      return planId;
    };
    const campaignsOf = async (planId: string) =>
      (await server.db.execute(sql`SELECT id FROM broadcasts WHERE plan_id = ${planId}`)).rows.length;
    const raced = await plan();
    await Promise.all([scheduler(server).round(), scheduler(server).round(), scheduler(server).round()]);
    expect(await campaignsOf(raced)).toBe(1);
    // A failure after the campaign's insert, before the plan's update: the transaction undoes the campaign.
    const crashed = await plan();
    const failing = new CampaignScheduler({
      db: server.db,
      launcher: {
        ...campaignLauncher,
        start: async (db, chatbot, launch, also) => {
          await campaignLauncher.start(db, chatbot, launch, also);
          throw new Error('failed after the insert');
        },
      },
      onError: () => undefined,
    });
    await failing.round();
    const { rows } = await server.db.execute<{ runs: number; status: string }>(
      sql`SELECT runs, status FROM campaign_plans WHERE id = ${crashed}`,
    );
    expect(await campaignsOf(crashed)).toBe(0);
    // Passed over (logged), so it does not fail again every second: a once-only plan ends there.
    expect(rows[0]).toEqual({ runs: 1, status: 'finished' });
  });

  it('runs a recurring campaign twice with a fake clock, evaluating the segment at each run, never twice for one time', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 4);
    await setTimeZone(server, owner.workspaceId, 'Europe/Paris');
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: inCity('Dakar'),
      recurrence: { frequency: 'daily', days: [], time: '10:00' },
      ...promo(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const planId = created.json().item.planId as string;
    const firstRun = Date.parse(created.json().item.nextRunAt);
    expect(
      new Intl.DateTimeFormat('fr', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(firstRun),
    ).toBe('10:00');
    let now = firstRun + 1_000;
    const clock = scheduler(server, () => now);
    await clock.round();
    const totals = async () =>
      (
        await server.db.execute<{ total: number }>(
          sql`SELECT total FROM broadcasts WHERE plan_id = ${planId} ORDER BY plan_run_at`,
        )
      ).rows.map((row) => row.total);
    expect(await totals()).toEqual([2]);
    // A new customer in Dakar: the next run finds them.
    const [added] = await server.db
      .insert(endUsers)
      .values({
        chatbotId,
        channel: 'whatsapp',
        externalId: '221770000999',
        fullName: 'Moussa Sarr',
        phone: '+221770000999',
      })
      .returning();
    await server.db
      .insert(endUserVariables)
      .values({ endUserId: added?.id ?? '', chatbotId, name: 'city', valueText: 'Dakar' });
    const plan = await call(server, owner.auth, 'GET', `/broadcasts/${planId}`);
    const secondRun = Date.parse(plan.json().item.nextRunAt);
    expect(plan.json().item).toMatchObject({ status: 'recurring', runs: 1 });
    expect(secondRun - firstRun).toBe(24 * 3_600_000);
    now = secondRun + 1_000;
    await clock.round();
    await clock.round();
    expect(await totals()).toEqual([2, 3]);
    const listed = await listCampaigns(server, owner.auth, `?status=recurring`);
    expect(listed.items.map((item) => item.id)).toEqual([planId]);
    expect(listed.items[0]).toMatchObject({ runs: 2 });
  });

  it('sends nothing inside quiet hours (a scheduled start begins but waits) and releases the sends when they end', async () => {
    const server = testServer();
    const { owner, chatbotId, phones } = await world(server, 3);
    // Only this test's customers: campaigns of the tests before may still be sending.
    const mine = () => fake.sent.filter((sent) => phones.includes(String(sent.body.to)));
    await setTimeZone(server, owner.workspaceId, 'Africa/Dakar');
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    const hhmm = (value: number) => {
      const wrapped = (value + 1440) % 1440;
      return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
    };
    const quiet = await call(server, owner.auth, 'PUT', '/broadcasts/settings', {
      quietHours: { start: hhmm(minute - 60), end: hhmm(minute + 60) },
      frequencyCapHours: 0,
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    // The worker reads quiet hours again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: inCity('Dakar'),
      scheduleAt: localIn('Africa/Dakar', 30),
      ...promo(),
    });
    const planId = created.json().item.planId as string;
    await server.db.execute(
      sql`UPDATE campaign_plans SET next_run_at = now() - interval '1 second' WHERE id = ${planId}`,
    );
    await scheduler(server).round();
    const started = await server.db.execute<{ id: string }>(
      sql`SELECT id FROM broadcasts WHERE plan_id = ${planId}`,
    );
    const campaignId = started.rows[0]?.id;
    server.runtime.worker('broadcasts')?.wake();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mine()).toHaveLength(0);
    const item = (await call(server, owner.auth, 'GET', `/broadcasts/${campaignId}`)).json().item;
    expect(item).toMatchObject({ status: 'running', pauseCode: 'quiet-hours', figures: { pending: 2 } });
    expect(item.pauseReason).toBe(fr.waiting.quietHours.replace('{time}', hhmm(minute + 60)));
    await call(server, owner.auth, 'PUT', '/broadcasts/settings', { quietHours: null, frequencyCapHours: 0 });
    await eventually(async () => (mine().length === 2 ? true : undefined), 10_000);
  });
});
