import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import type { WorkspaceContext } from '../../api/appContext';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { toChatbot } from './chatbotDto';
import { loadSilentReasons } from './loadSilentReasons';

/** One owned chatbot as its screens read it, or the ownership 404. */
export async function loadOwnedChatbot(context: WorkspaceContext, chatbotId: string): Promise<Chatbot> {
  const row = await requireOwnedChatbot(context.db, context.workspace.id, chatbotId);
  const reasons = await loadSilentReasons(context.db, [row.id]);
  return toChatbot(row, context.config.publicUrl, context.config.secretKey, reasons.get(row.id) ?? []);
}
