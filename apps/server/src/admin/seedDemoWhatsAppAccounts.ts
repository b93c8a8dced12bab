import { randomInt } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { WHATSAPP_FAKE_DEFAULTS } from '@griot/fakes/whatsAppFakeDefaults';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../lib/config';
import { encryptSecret } from '../lib/secretBox';
import { DEMO_CHATBOTS } from './demoChatbots';

/**
 * The shop's number when the conversations seed did not give it one (attached to a running
 * server), and every demo token: those of `npm run fake -- whatsapp` started without options.
 */
const SHOP_PHONE_NUMBER_ID = WHATSAPP_FAKE_DEFAULTS.phoneNumberId;
const SHOP_DISPLAY_NUMBER = '+221 77 000 00 01';

/**
 * The demo account's WhatsApp accounts: the shop's number, verified, registered and
 * linked to the WhatsApp chatbot 'Boutique Téranga' (the number and token the chatbot answers
 * with); and the delivery service's number, added through Embedded Signup but still waiting for
 * its SMS code. Idempotent: an account that has WhatsApp accounts is left as it is. Prints and
 * returns how many were created.
 */
export async function seedDemoWhatsAppAccounts(
  db: Database,
  config: Pick<Config, 'secretKey'>,
  workspaceId: string,
): Promise<number> {
  const [existing] = await db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.workspaceId, workspaceId))
    .limit(1);
  if (existing) return 0;
  const [shop] = await db
    .select()
    .from(chatbots)
    .where(
      and(
        eq(chatbots.workspaceId, workspaceId),
        eq(chatbots.botName, DEMO_CHATBOTS[0]?.fields.bot_name ?? ''),
      ),
    );
  const token = () => encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.accessToken);
  const graphId = () => `${randomInt(1, 10)}${String(randomInt(0, 1e14)).padStart(14, '0')}`;
  const month = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  let made = 0;
  await db.transaction(async (tx) => {
    if (shop && shop.type === 'whatsapp') {
      const phoneNumberId = shop.phoneNumberId || SHOP_PHONE_NUMBER_ID;
      const businessToken = shop.accessTokenEncrypted ?? token();
      const wabaId = shop.wabaId || graphId();
      await tx
        .update(chatbots)
        .set({
          phoneNumberId,
          displayPhoneNumber: shop.displayPhoneNumber || SHOP_DISPLAY_NUMBER,
          accessTokenEncrypted: businessToken,
          // The fake's webhooks are signed with its app secret: the chatbot's own is checked first.
          appSecretEncrypted:
            shop.appSecretEncrypted ?? encryptSecret(config.secretKey, WHATSAPP_FAKE_DEFAULTS.appSecret),
          wabaId,
        })
        .where(eq(chatbots.id, shop.id));
      await tx.insert(whatsappAccounts).values({
        workspaceId,
        type: 'ecommerce',
        configId: '1102345678901234',
        description: 'Numéro de la boutique : commandes et suivi de livraison',
        businessId: graphId(),
        wabaId,
        phoneNumberId,
        displayPhoneNumber: shop.displayPhoneNumber || SHOP_DISPLAY_NUMBER,
        verifiedName: 'Boutique Téranga',
        codeVerificationStatus: 'VERIFIED',
        businessTokenEncrypted: businessToken,
        pinEncrypted: encryptSecret(config.secretKey, String(randomInt(0, 1_000_000)).padStart(6, '0')),
        subscribedAt: month(41),
        registeredAt: month(41),
        registerAttempts: 1,
        chatbotId: shop.id,
        linkedAt: month(41),
        createdAt: month(42),
        updatedAt: month(41),
      });
      made += 1;
    }
    await tx.insert(whatsappAccounts).values({
      workspaceId,
      type: 'customer_support',
      configId: '1109876543210987',
      description: 'Service client de la livraison à Abidjan',
      businessId: graphId(),
      wabaId: graphId(),
      phoneNumberId: graphId(),
      displayPhoneNumber: DEMO_CHATBOTS[1]?.fields.display_phone_number ?? '+225 07 00 00 00 02',
      verifiedName: 'Abidjan Express Livraison',
      codeVerificationStatus: 'NOT_VERIFIED',
      businessTokenEncrypted: token(),
      subscribedAt: month(2),
      createdAt: month(2),
      updatedAt: month(2),
    });
    made += 1;
  });
  console.log(
    `${made} comptes WhatsApp de démonstration créés (un vérifié et associé, un en attente du code).`,
  );
  return made;
}
