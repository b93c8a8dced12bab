import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { deleteWhatsAppAccount } from './deleteWhatsAppAccount';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';

/** DELETE /strong/whatsapp/accounts/{id}: in any status; a linked chatbot stops answering on it. */
export const handleDeleteWhatsAppAccount = workspaceProcedures.whatsappAccounts.remove.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.workspace.id, input.id);
    await deleteWhatsAppAccount(context.db, account);
    if (account.chatbotId) context.runtime.chatbots.forget(account.chatbotId);
    return { success: true as const, message: m.deleted };
  },
);
