import type { WorkspaceContext } from '../../api/appContext';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import type { associateChatbot } from './linkChatbot';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import { recordNumberEvent } from './recordNumberEvent';
import { requireOwnedWhatsAppAccount } from './requireOwnedWhatsAppAccount';

/**
 * Associating and dissociating share their steps: both ids must be the workspace's, the link
 * changes (recorded in the audit log in the same transaction), and the runtime forgets the
 * chatbot's cached number and token at once.
 */
export async function changeChatbotLink(
  context: WorkspaceContext,
  ids: { accountId: string; chatbotId: string },
  change: typeof associateChatbot,
  outcome: { message: string; action: 'associated' | 'dissociated' },
) {
  const workspaceId = context.workspace.id;
  const account = await requireOwnedWhatsAppAccount(context.db, workspaceId, ids.accountId);
  const chatbot = await requireOwnedChatbot(context.db, workspaceId, ids.chatbotId);
  await change(context.db, account, chatbot, (tx) =>
    recordNumberEvent(tx, {
      workspaceId,
      actor: context.session.user,
      action: outcome.action,
      account,
      chatbot,
    }),
  );
  context.runtime.chatbots.forget(chatbot.id);
  return {
    success: true as const,
    message: outcome.message,
    account: await loadWhatsAppAccount(context.db, workspaceId, account.id),
  };
}
