import type { Database } from '@griot/db/openDatabase';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { unlinkChatbotColumns } from './linkChatbot';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/**
 * Deletes an account in any status; a linked chatbot stops answering on the number
 * first, in the same transaction, so no chatbot keeps a token of an account that is gone.
 * `alsoInTransaction` runs in that transaction too (the audit record).
 */
export async function deleteWhatsAppAccount(
  db: Database,
  account: WhatsAppAccountRow,
  alsoInTransaction?: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (account.chatbotId) await unlinkChatbotColumns(tx, account.chatbotId, account.phoneNumberId);
    await tx.delete(whatsappAccounts).where(eq(whatsappAccounts.id, account.id));
    await alsoInTransaction?.(tx);
  });
}
