import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { world } from '../features/broadcasts/test/broadcastTestKit';
import { encryptSecret } from '../lib/secretBox';
import { useTestServer } from '../test/buildTestServer';
import { seedDemoCampaignResults } from './seedDemoCampaignResults';

const testServer = useTestServer();

describe('seedDemoCampaignResults', () => {
  it('a finished campaign with realistic outcomes, one paused by a quality drop, the number YELLOW at 1K; twice changes nothing', async () => {
    const server = testServer();
    const { owner, chatbotId } = await world(server, 40);
    await server.db.execute(sql`
      INSERT INTO whatsapp_accounts (workspace_id, type, waba_id, business_token_encrypted, chatbot_id)
      VALUES (${owner.workspaceId}, 'ecommerce', '102290129340398', ${encryptSecret(server.config.secretKey, 'x')}, ${chatbotId})`);
    const scope = { db: server.db, config: server.config, workspaceId: owner.workspaceId, shopId: chatbotId };
    await seedDemoCampaignResults(scope);
    await seedDemoCampaignResults(scope);
    const campaigns = await server.app.inject({
      method: 'GET',
      url: `/api/strong/broadcast/campaigns/${chatbotId}`,
      headers: owner.auth,
    });
    const list = campaigns.json().campaigns as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    const [paused, finished] = list;
    expect(finished).toMatchObject({ status: 'finished', total: 40, capped: 2, pending: 0 });
    expect(Number(finished?.replied)).toBeGreaterThan(3);
    expect(Number(finished?.read)).toBeGreaterThanOrEqual(18);
    expect(Number(finished?.failed) + Number(finished?.errors)).toBeGreaterThanOrEqual(4);
    expect(paused).toMatchObject({
      status: 'paused',
      pause_reason:
        'La qualité de votre numéro WhatsApp est passée au rouge (signalée par Meta) : la campagne a été mise en pause pour protéger le numéro.',
    });
    expect(Number(paused?.pending)).toBeGreaterThan(0);
    const report = await server.app.inject({
      method: 'GET',
      url: `/api/broadcasts/${String(finished?.id)}/report.csv`,
      headers: owner.auth,
    });
    expect(report.body.split('\r\n')).toHaveLength(42);
    expect(report.body).toContain('Plafonné par Meta');
    const { rows } = await server.db.execute<{ quality_rating: string; messaging_limit_tier: string }>(
      sql`SELECT quality_rating, messaging_limit_tier FROM whatsapp_accounts WHERE chatbot_id = ${chatbotId}`,
    );
    expect(rows[0]).toEqual({ quality_rating: 'YELLOW', messaging_limit_tier: 'TIER_1K' });
  });
});
