import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listCampaigns, world } from '../features/campaigns/plans/test/planTestKit';
import { useTestServer } from '../test/buildTestServer';
import { seedDemoCampaignPlans } from './seedDemoCampaignPlans';

const testServer = useTestServer();

describe('seedDemoCampaignPlans', () => {
  it('plans tomorrow 09:00 and every Monday 10:00, a finished A/B test won by B, quiet hours and cap; twice changes nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 12);
    const scope = { db: server.db, config: server.config, workspaceId: owner.workspaceId, shopId: chatbotId };
    await seedDemoCampaignPlans(scope);
    await seedDemoCampaignPlans(scope);
    const { items } = await listCampaigns(server, owner.auth);
    expect(items.map((item) => [item.kind, item.status])).toEqual([
      ['plan', 'scheduled'],
      ['plan', 'recurring'],
      ['campaign', 'finished'],
    ]);
    expect(String(items[0]?.scheduleAt)).toMatch(/T09:00$/);
    expect(items[1]?.recurrence).toEqual({ frequency: 'weekly', days: [1], time: '10:00' });
    const ab = items[2] as {
      abTest: { winner: string; variants: Array<{ readRate: number; recipients: number }> };
    };
    expect(ab.abTest.winner).toBe('B');
    expect(ab.abTest.variants.map((variant) => variant.recipients)).toEqual([2, 2]);
    expect(ab.abTest.variants[1]?.readRate ?? 0).toBeGreaterThan(ab.abTest.variants[0]?.readRate ?? 1);
    expect(items[2]).toMatchObject({ figures: { total: 12 } });
    const { rows } = await server.db.execute<{ start: number; end: number; cap: number }>(sql`
      SELECT quiet_hours_start AS start, quiet_hours_end AS end, frequency_cap_hours AS cap FROM workspaces WHERE id = ${owner.workspaceId}`);
    expect(rows[0]).toEqual({ start: 1260, end: 480, cap: 48 });
    // Each send is in its customer's conversation once, with what that customer was sent: variant B
    // and the rest (B won) 'bienvenue', variant A 'promo_tabaski'.
    const { rows: sends } = await server.db.execute<{
      variant: string;
      template: string;
      messages: number;
    }>(sql`
      SELECT coalesce(r.variant, 'rest') AS variant, m.content->'broadcast'->>'name' AS template, count(*)::int AS messages
      FROM broadcast_recipients r JOIN messages m ON m.id = r.id
      GROUP BY 1, 2 ORDER BY 1, 2`);
    expect(sends).toEqual([
      { variant: 'A', template: 'promo_tabaski', messages: 2 },
      { variant: 'B', template: 'bienvenue', messages: 2 },
      { variant: 'rest', template: 'bienvenue', messages: 8 },
    ]);
  });
});
