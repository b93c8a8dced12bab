import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/** The owner's accounts, newest first, each with its linked chatbot's name. */
export async function loadWhatsAppAccounts(
  db: Database,
  workspaceId: string,
  onlyId?: string,
): Promise<WhatsAppAccount[]> {
  const conditions: SQL[] = [eq(whatsappAccounts.workspaceId, workspaceId)];
  if (onlyId) conditions.push(eq(whatsappAccounts.id, onlyId));
  const rows = await db
    .select({ account: whatsappAccounts, botName: chatbots.botName })
    .from(whatsappAccounts)
    .leftJoin(chatbots, eq(chatbots.id, whatsappAccounts.chatbotId))
    .where(and(...conditions))
    .orderBy(desc(whatsappAccounts.createdAt));
  return rows.map((row) => toWhatsAppAccount(row.account, row.botName));
}

/** One owned account as the screen reads it (the caller checked ownership). */
export async function loadWhatsAppAccount(
  db: Database,
  workspaceId: string,
  accountId: string,
): Promise<WhatsAppAccount> {
  const [account] = await loadWhatsAppAccounts(db, workspaceId, accountId);
  if (!account) throw new Error(`whatsapp account ${accountId} vanished`);
  return account;
}

/** The DTO: never the token nor the PIN. */
export function toWhatsAppAccount(row: WhatsAppAccountRow, botName: string | null): WhatsAppAccount {
  return {
    _id: row.id,
    verified_name: row.verifiedName,
    display_phone_number: row.displayPhoneNumber,
    phone_number_id: row.phoneNumberId,
    waba_id: row.wabaId,
    business_id: row.businessId,
    type: row.type,
    config_id: row.configId,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    code_verification_status: row.codeVerificationStatus,
    idbot: row.chatbotId,
    bot_name: row.chatbotId ? (botName ?? '') : null,
    registered_at: row.registeredAt?.toISOString() ?? null,
    subscribed: row.subscribedAt !== null,
    register_attempts: row.registerAttempts,
    waba_numbers: row.phoneNumberId === '' ? row.wabaNumbers : [],
    last_error: row.lastError,
  };
}
