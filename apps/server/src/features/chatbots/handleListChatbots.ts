import { workspaceProcedures } from '../../api/procedures';
import { toChatbotListItem } from './chatbotDto';
import { listOwnedChatbots } from './listOwnedChatbots';
import { loadSilentReasons } from './loadSilentReasons';

/** GET /get/list/chatbots: the caller's chatbots, most recently changed first, with their counts (kept on the chatbot rows). */
export const handleListChatbots = workspaceProcedures.chatbots.list.handler(async ({ context }) => {
  const rows = await listOwnedChatbots(context.db, context.workspace.id);
  const reasons = await loadSilentReasons(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    success: true,
    chatbots: rows.map((row) => toChatbotListItem(row, context.config.publicUrl, reasons.get(row.id) ?? [])),
  };
});
