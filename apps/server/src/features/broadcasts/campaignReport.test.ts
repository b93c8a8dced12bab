import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { buildWhatsAppBot } from '../../test/webhookKit';

const testServer = useTestServer();

/**
 * A paused campaign of `count` recipients written straight into the tables (nothing is sent): the
 * report's pages are what is measured, not the sending.
 */
async function pausedCampaign(count: number) {
  const server = testServer();
  const owner = await buildAccount(server);
  const { chatbotId } = await buildWhatsAppBot(server, [{ type: 'text', message: 'Bonjour' }]);
  await server.db.execute(
    sql`UPDATE chatbots SET workspace_id = ${owner.workspaceId} WHERE id = ${chatbotId}`,
  );
  const created = await server.db.execute<{ id: string }>(sql`
    INSERT INTO broadcasts (chatbot_id, template_name, template_language, model, phone_number_id, status, total)
    VALUES (${chatbotId}, 'promo_tabaski', 'fr', '{"parameters": [], "parameterFormat": "positional"}'::jsonb,
            '106540352242922', 'paused', ${count})
    RETURNING id`);
  const campaignId = created.rows[0]?.id ?? '';
  await server.db.execute(sql`
    WITH users AS (
      INSERT INTO end_users (chatbot_id, channel, external_id, full_name, phone)
      SELECT ${chatbotId}, 'whatsapp', '22177' || lpad(n::text, 7, '0'), 'Client ' || n, '+22177' || lpad(n::text, 7, '0')
      FROM generate_series(1, ${count}) AS n
      RETURNING id, phone
    )
    INSERT INTO broadcast_recipients (broadcast_id, end_user_id, position, phone)
    SELECT ${campaignId}, id, row_number() OVER (ORDER BY phone), phone FROM users`);
  return { server, owner, chatbotId, campaignId };
}

describe('campaign report', () => {
  it('answers one page of rows in campaign order, 100 by default, the total telling how many pages', async () => {
    const { server, owner, chatbotId, campaignId } = await pausedCampaign(250);
    const page = async (query: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}${query}`,
        headers: owner.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        campaign: { total: number };
        report: Array<{ index: number; phone: string }>;
      };
    };
    const first = await page('');
    expect(first.campaign.total).toBe(250);
    expect(first.report.map((row) => row.index)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(first.report[0]?.phone).toBe('+221770000001');
    const last = await page('?offset=200&limit=100');
    expect(last.report.map((row) => row.index)).toEqual(Array.from({ length: 50 }, (_, i) => i + 201));
    expect((await page('?offset=250')).report).toEqual([]);
    expect((await page('?limit=1000')).report).toHaveLength(250);

    const refused = await server.app.inject({
      method: 'GET',
      url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}?limit=5000`,
      headers: owner.auth,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("says who replied and when, with the end-user's id that names their conversation", async () => {
    const { server, owner, chatbotId, campaignId } = await pausedCampaign(2);
    await server.db.execute(sql`
      UPDATE broadcast_recipients SET replied_at = '2026-11-20T10:05:00Z'
      WHERE broadcast_id = ${campaignId} AND position = 2`);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { report: Array<Record<string, unknown>> }).report;
    expect(rows.map(({ index, repliedAt, usertel }) => ({ index, repliedAt, usertel }))).toEqual([
      { index: 1, repliedAt: null, usertel: '221770000001' },
      { index: 2, repliedAt: '2026-11-20T10:05:00.000Z', usertel: '221770000002' },
    ]);
  });

  it('shows another account nothing of the campaign', async () => {
    const { server, chatbotId, campaignId } = await pausedCampaign(3);
    const stranger = await buildAccount(server);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/strong/broadcast/campaign/${chatbotId}/${campaignId}`,
      headers: stranger.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('22177');
  });
});
