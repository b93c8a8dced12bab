import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { workspaceProcedures } from '../../api/procedures';
import { deleteWhatsAppAccount } from './deleteWhatsAppAccount';
import { recordNumberEvent } from './recordNumberEvent';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';

/**
 * DELETE /strong/whatsapp/accounts/{id}: in any status; a linked chatbot stops answering on it.
 * The audit log records the number removed (with the chatbot it answered for, if any).
 */
export const handleDeleteWhatsAppAccount = workspaceProcedures.whatsappAccounts.remove.handler(
  async ({ input, context }) => {
    const account = await requireOwnedWhatsAppAccount(context.db, context.workspace.id, input.id);
    const [chatbot] = account.chatbotId
      ? await context.db
          .select({ id: chatbots.id, botName: chatbots.botName })
          .from(chatbots)
          .where(eq(chatbots.id, account.chatbotId))
      : [];
    await deleteWhatsAppAccount(context.db, account, async (tx) => {
      // An account whose number was never picked had no number in the workspace: nothing to record.
      if (account.phoneNumberId === '') return;
      await recordNumberEvent(tx, {
        workspaceId: context.workspace.id,
        actor: context.session.user,
        action: 'deleted',
        account,
        chatbot,
      });
    });
    if (account.chatbotId) context.runtime.chatbots.forget(account.chatbotId);
    return { success: true as const, message: m.deleted };
  },
);
