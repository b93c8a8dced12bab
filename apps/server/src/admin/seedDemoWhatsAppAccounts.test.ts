import { chatbots } from '@griot/db/schema/chatbots';
import { WHATSAPP_FAKE_DEFAULTS } from '@griot/fakes/whatsAppFakeDefaults';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { decryptSecret } from '../lib/secretBox';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';
import { seedDemoWhatsAppAccounts } from './seedDemoWhatsAppAccounts';

const testServer = useTestServer();

describe('seedDemoWhatsAppAccounts', () => {
  it('adds a verified account linked to the shop and a pending one, once', async () => {
    const server = testServer();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { workspaceId, auth } = await buildAccount(server);
    const shopId = await buildChatbot(server, workspaceId, {
      bot_name: 'Boutique Téranga',
      type: 'whatsapp',
      display_phone_number: '+221 77 000 00 01',
    });
    expect(await seedDemoWhatsAppAccounts(server.db, server.config, workspaceId)).toBe(2);
    expect(await seedDemoWhatsAppAccounts(server.db, server.config, workspaceId)).toBe(0);

    const response = await server.app.inject({
      method: 'GET',
      url: '/api/strong/whatsapp/accounts',
      headers: auth,
    });
    const accounts = response.json();
    expect(accounts).toHaveLength(2);
    const linked = accounts.find((account: { idbot: string | null }) => account.idbot !== null);
    expect(linked).toMatchObject({
      idbot: shopId,
      bot_name: 'Boutique Téranga',
      code_verification_status: 'VERIFIED',
    });
    const pending = accounts.find((account: { idbot: string | null }) => account.idbot === null);
    expect(pending).toMatchObject({ code_verification_status: 'NOT_VERIFIED', type: 'customer_support' });
    const [shop] = await server.db.select().from(chatbots).where(eq(chatbots.id, shopId));
    expect(shop?.phoneNumberId).toBe(linked.phone_number_id);
    // The README's fake (`npm run fake -- whatsapp`, no option) accepts the shop's number and token:
    // another token got its 401 / code 190 and the first demo broadcast paused.
    expect(shop?.phoneNumberId).toBe(WHATSAPP_FAKE_DEFAULTS.phoneNumberId);
    expect(decryptSecret(server.config.secretKey, shop?.accessTokenEncrypted ?? '')).toBe(
      WHATSAPP_FAKE_DEFAULTS.accessToken,
    );
    expect(decryptSecret(server.config.secretKey, shop?.appSecretEncrypted ?? '')).toBe(
      WHATSAPP_FAKE_DEFAULTS.appSecret,
    );
  });
});
