import type { AuthedContext } from '../../api/appContext';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import type { associateChatbot } from './linkChatbot';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';

/**
 * Associating and dissociating share their steps: both ids must be the caller's, the link changes,
 * and the runtime forgets the chatbot's cached number and token at once.
 */
export async function changeChatbotLink(
  context: AuthedContext,
  ids: { accountId: string; chatbotId: string },
  change: typeof associateChatbot,
  message: string,
) {
  const workspaceId = context.session.user.id;
  const account = await requireOwnedWhatsAppAccount(context.db, workspaceId, ids.accountId);
  const chatbot = await requireOwnedChatbot(context.db, workspaceId, ids.chatbotId);
  await change(context.db, account, chatbot);
  context.runtime.chatbots.forget(chatbot.id);
  return {
    success: true as const,
    message,
    account: await loadWhatsAppAccount(context.db, workspaceId, account.id),
  };
}
