import { chatbots } from '@griot/db/schema/chatbots';
import { desc, eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { catchUpActivity } from '../../lib/activityBacklog';
import { toChatbotListItem } from './chatbotDto';
import { loadSilentReasons } from './loadSilentReasons';

/** GET /get/list/chatbots: the caller's chatbots, most recently changed first, with their counts (kept on the chatbot rows). */
export const handleListChatbots = authedProcedures.chatbots.list.handler(async ({ context }) => {
  await catchUpActivity(context.db, { wait: true });
  const rows = await context.db
    .select()
    .from(chatbots)
    .where(eq(chatbots.ownerId, context.session.user.id))
    .orderBy(desc(chatbots.updatedAt));
  const reasons = await loadSilentReasons(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    success: true,
    chatbots: rows.map((row) => toChatbotListItem(row, context.config.publicUrl, reasons.get(row.id) ?? [])),
  };
});
