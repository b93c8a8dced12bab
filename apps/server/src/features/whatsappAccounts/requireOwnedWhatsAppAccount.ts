import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { Database } from '@griot/db/openDatabase';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';

export type WhatsAppAccountRow = typeof whatsappAccounts.$inferSelect;

/**
 * The ownership rule of every call naming a WhatsApp account: the caller's, else 404 — the same
 * answer as for an id that does not exist.
 */
export async function requireOwnedWhatsAppAccount(
  db: Database,
  workspaceId: string,
  accountId: string,
): Promise<WhatsAppAccountRow> {
  const [account] = await db
    .select()
    .from(whatsappAccounts)
    .where(and(eq(whatsappAccounts.id, accountId), eq(whatsappAccounts.workspaceId, workspaceId)));
  if (!account) throw apiError(404, m.accountNotFound);
  return account;
}
