import fr from '@griot/contract/campaigns/plans/i18n/fr';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/buildTestServer';
import { useBroadcastGraphFake } from '../../../test/useBroadcastGraphFake';
import { eventually } from '../../../test/webhookKit';
import {
  call,
  createCampaign,
  everyone,
  promo,
  scheduler,
  schedulerErrors,
  templatesSent,
  welcome,
  world,
} from './test/planTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
const HOUR = 3_600_000;

afterEach(() => {
  expect(schedulerErrors).toEqual([]);
});

async function variantPhones(server: ReturnType<typeof testServer>, campaignId: string) {
  const { rows } = await server.db.execute<{ phone: string; variant: string | null; status: string }>(sql`
    SELECT regexp_replace(phone, '\\D', '', 'g') AS phone, variant, status FROM broadcast_recipients WHERE broadcast_id = ${campaignId}`);
  return rows;
}

describe('A/B tests', () => {
  it('sends A and B to their share, holds the rest, picks the winner by read rate after the delay and sends it to the rest', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 10);
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      ...promo(),
      abTest: { variantB: welcome, sharePercent: 20, metric: 'read', decideAfterHours: 2, pick: 'auto' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaignId = created.json().item.id as string;
    await eventually(async () => (fake.sent.length === 4 ? true : undefined), 10_000);
    const split = await variantPhones(server, campaignId);
    expect(split.filter((row) => row.variant === 'A')).toHaveLength(2);
    expect(split.filter((row) => row.variant === 'B')).toHaveLength(2);
    expect(split.filter((row) => row.status === 'held')).toHaveLength(6);
    const sentBefore = templatesSent(fake.sent);
    for (const row of split.filter((one) => one.variant))
      expect(sentBefore.get(row.phone)).toBe(row.variant === 'A' ? 'promo_tabaski' : 'bienvenue');
    // B is read by both its recipients, A by none; before the delay nothing more goes.
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET status = 'read' WHERE broadcast_id = ${campaignId} AND variant = 'B'`,
    );
    expect(await scheduler(server, () => Date.now() + HOUR).round()).not.toContain(campaignId);
    const testing = (await call(server, owner.auth, 'GET', `/broadcasts/${campaignId}`)).json().item;
    expect(testing).toMatchObject({ status: 'running', abTest: { phase: 'testing', held: 6, winner: null } });
    expect(await scheduler(server, () => Date.now() + 2 * HOUR + 60_000).round()).toContain(campaignId);
    await eventually(async () => (fake.sent.length === 10 ? true : undefined), 10_000);
    const sent = templatesSent(fake.sent);
    for (const row of split.filter((one) => !one.variant)) expect(sent.get(row.phone)).toBe('bienvenue');
    const decided = (await call(server, owner.auth, 'GET', `/broadcasts/${campaignId}`)).json().item;
    expect(decided.abTest).toMatchObject({ phase: 'decided', winner: 'B', held: 0 });
    expect(decided.abTest.variants).toMatchObject([
      { variant: 'A', recipients: 2, readRate: 0 },
      { variant: 'B', recipients: 2, readRate: 1 },
    ]);
  });

  it("a manual test waits for the owner's choice, which may override the figures; the rest gets the chosen template", async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 6);
    const created = await createCampaign(server, owner.auth, {
      chatbotId,
      conditions: everyone,
      ...promo(),
      abTest: { variantB: welcome, sharePercent: 25, metric: 'reply', decideAfterHours: 1, pick: 'manual' },
    });
    const campaignId = created.json().item.id as string;
    await eventually(async () => (fake.sent.length === 2 ? true : undefined), 10_000);
    // A's recipient replied: A leads, but the owner picks B.
    await server.db.execute(
      sql`UPDATE broadcast_recipients SET replied_at = now() WHERE broadcast_id = ${campaignId} AND variant = 'A'`,
    );
    await scheduler(server, () => Date.now() + HOUR + 60_000).round();
    const waiting = (await call(server, owner.auth, 'GET', `/broadcasts/${campaignId}`)).json().item;
    expect(waiting).toMatchObject({
      pauseReason: fr.waiting.abChoice,
      abTest: { phase: 'awaitingChoice', held: 4 },
    });
    expect(waiting.abTest.variants[0]).toMatchObject({ variant: 'A', replyRate: 1 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fake.sent).toHaveLength(2);
    const picked = await call(server, owner.auth, 'POST', `/broadcasts/${campaignId}/ab-winner`, {
      variant: 'B',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().item.abTest).toMatchObject({ winner: 'B', phase: 'decided' });
    await eventually(async () => (fake.sent.length === 6 ? true : undefined), 10_000);
    const sent = templatesSent(fake.sent);
    for (const row of (await variantPhones(server, campaignId)).filter((one) => !one.variant))
      expect(sent.get(row.phone)).toBe('bienvenue');
    const again = await call(server, owner.auth, 'POST', `/broadcasts/${campaignId}/ab-winner`, {
      variant: 'A',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(fr.winnerAlreadyPicked);
  });
});
