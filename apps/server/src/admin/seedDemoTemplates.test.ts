import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, templateWorld } from '../features/whatsappTemplates/test/templateTestKit';
import { useTestServer } from '../test/buildTestServer';
import { seedDemoTemplates } from './seedDemoTemplates';

const testServer = useTestServer();

describe('seedDemoTemplates', () => {
  it("gives the shop's WhatsApp account templates in every status, the rejection in French; twice changes nothing", async () => {
    const server = testServer();
    const { owner, chatbotId, accountId } = await templateWorld(server);
    await server.db.execute(
      sql`UPDATE whatsapp_accounts SET chatbot_id = ${chatbotId} WHERE id = ${accountId}`,
    );
    const scope = { db: server.db, config: server.config, workspaceId: owner.workspaceId, shopId: chatbotId };
    await seedDemoTemplates(scope);
    await seedDemoTemplates(scope);
    const list = await call(server, owner.auth, 'GET', `/whatsapp-accounts/${accountId}/templates`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const templates = list.body.templates as Array<Record<string, unknown>>;
    expect(templates).toHaveLength(8);
    expect(new Set(templates.map((t) => t.status))).toEqual(
      new Set(['APPROVED', 'REJECTED', 'PENDING', 'PAUSED']),
    );
    expect(templates.find((t) => t.name === 'nouvelle_collection')).toMatchObject({
      category: 'MARKETING',
      header: { format: 'IMAGE' },
      buttons: [{ type: 'QUICK_REPLY' }, { type: 'URL' }],
    });
    expect(templates.find((t) => t.name === 'code_verification')).toMatchObject({
      category: 'AUTHENTICATION',
      authentication: { add_security_recommendation: true, code_expiration_minutes: 10 },
    });
    expect(templates.find((t) => t.name === 'soldes_refuse')?.status_reason).toBe(
      'Le contenu ne correspond pas à la catégorie choisie',
    );
    expect(templates.find((t) => t.name === 'soldes_flash')).toMatchObject({
      status: 'PAUSED',
      quality_score: 'RED',
    });
  });
});
