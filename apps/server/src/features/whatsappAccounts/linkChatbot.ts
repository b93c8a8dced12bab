import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

/**
 * Links a verified number to a WhatsApp chatbot: the chatbot gets the number's phone_number_id,
 * display number, WABA and the business token (still sealed under the same key), so the runtime
 * answers on it. One number answers one chatbot at a time: refused when either side is already
 * linked elsewhere, or when another chatbot of the owner already answers on that number.
 * `alsoInTransaction` runs in the link's transaction (the audit record); linking again a chatbot
 * already linked changes nothing and runs nothing.
 */
export async function associateChatbot(
  db: Database,
  account: WhatsAppAccountRow,
  chatbot: ChatbotRow,
  alsoInTransaction?: (tx: Database) => Promise<void>,
): Promise<void> {
  if (account.phoneNumberId === '' || account.codeVerificationStatus === 'NOT_VERIFIED')
    throw apiError(400, m.notVerified);
  if (account.chatbotId === chatbot.id) return;
  if (account.chatbotId) throw apiError(409, m.accountAlreadyLinked);
  if (chatbot.type !== 'whatsapp') throw apiError(400, m.chatbotNotWhatsApp);
  const [elsewhere] = await db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.chatbotId, chatbot.id));
  if (elsewhere) throw apiError(409, m.chatbotLinkedElsewhere);
  const [sameNumber] = await db
    .select({ botName: chatbots.botName })
    .from(chatbots)
    .where(
      and(
        eq(chatbots.workspaceId, account.workspaceId),
        eq(chatbots.phoneNumberId, account.phoneNumberId),
        ne(chatbots.id, chatbot.id),
      ),
    );
  if (sameNumber) throw apiError(409, m.numberUsedByChatbot({ botName: sameNumber.botName }));
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(whatsappAccounts)
        .set({ chatbotId: chatbot.id, linkedAt: now, updatedAt: now })
        .where(and(eq(whatsappAccounts.id, account.id), isNull(whatsappAccounts.chatbotId)))
        .returning({ chatbotId: whatsappAccounts.chatbotId });
      if (!claimed) throw apiError(409, m.accountAlreadyLinked);
      await tx
        .update(chatbots)
        .set({
          phoneNumberId: account.phoneNumberId,
          displayPhoneNumber: account.displayPhoneNumber,
          wabaId: account.wabaId,
          accessTokenEncrypted: account.businessTokenEncrypted,
          updatedAt: now,
        })
        .where(eq(chatbots.id, chatbot.id));
      await alsoInTransaction?.(tx);
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.chatbotLinkedElsewhere);
    throw error;
  }
}

/**
 * Unlinks: the chatbot forgets the number and the token, so the runtime no longer answers on it
 * (its webhook refuses that phone_number_id); linking again restores it. `alsoInTransaction` runs
 * in the same transaction (the audit record).
 */
export async function dissociateChatbot(
  db: Database,
  account: WhatsAppAccountRow,
  chatbot: ChatbotRow,
  alsoInTransaction?: (tx: Database) => Promise<void>,
): Promise<void> {
  if (account.chatbotId !== chatbot.id) throw apiError(400, m.notLinkedToChatbot);
  await db.transaction(async (tx) => {
    await unlinkChatbotColumns(tx, chatbot.id, account.phoneNumberId);
    await tx
      .update(whatsappAccounts)
      .set({ chatbotId: null, linkedAt: null, updatedAt: new Date() })
      .where(eq(whatsappAccounts.id, account.id));
    await alsoInTransaction?.(tx);
  });
}

/** Clears the number from the chatbot, only if it still carries this number (not one pasted since). */
export async function unlinkChatbotColumns(
  db: Pick<Database, 'update'>,
  chatbotId: string,
  phoneNumberId: string,
): Promise<void> {
  await db
    .update(chatbots)
    .set({ phoneNumberId: '', wabaId: '', accessTokenEncrypted: null, updatedAt: new Date() })
    .where(and(eq(chatbots.id, chatbotId), eq(chatbots.phoneNumberId, phoneNumberId)));
}
