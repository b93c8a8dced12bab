import { randomInt } from 'node:crypto';
import type { Database } from '@griot/db/openDatabase';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { encryptSecret } from '../../lib/secretBox';

type AccountValues = typeof whatsappAccounts.$inferInsert;

/**
 * Test factory: a verified, registered WhatsApp account of `workspaceId` written straight to the
 * database (no Graph), its token sealed like the real path does. Returns its id.
 */
export async function buildWhatsAppAccount(
  server: { db: Database; config: { secretKey: Buffer } },
  workspaceId: string,
  overrides: Partial<AccountValues> = {},
): Promise<string> {
  const phoneNumberId = `10${randomInt(1e12, 9e12)}`;
  const [row] = await server.db
    .insert(whatsappAccounts)
    .values({
      workspaceId,
      type: 'customer_support',
      configId: 'cfg-test',
      wabaId: `20${randomInt(1e12, 9e12)}`,
      businessId: `30${randomInt(1e12, 9e12)}`,
      phoneNumberId,
      displayPhoneNumber: '+221 77 123 45 67',
      verifiedName: 'Boutique Téranga', // i18n-exempt: a test factory's sample business name
      codeVerificationStatus: 'VERIFIED',
      businessTokenEncrypted: encryptSecret(server.config.secretKey, `EAAG-test-${phoneNumberId}`),
      registeredAt: new Date(),
      subscribedAt: new Date(),
      ...overrides,
    })
    .returning({ id: whatsappAccounts.id });
  if (!row) throw new Error('whatsapp account insert returned nothing');
  return row.id;
}
