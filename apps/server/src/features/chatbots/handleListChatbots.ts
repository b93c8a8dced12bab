import { chatbots } from '@griot/db/schema/chatbots';
import { desc, eq } from 'drizzle-orm';
import { authedProcedures } from '../../api/procedures';
import { catchUpActivity } from '../../lib/activityBacklog';
import { toChatbotListItem } from './chatbotDto';

/** GET /get/list/chatbots: the caller's chatbots, most recently changed first, with their counts (kept on the chatbot rows). */
export const handleListChatbots = authedProcedures.chatbots.list.handler(async ({ context }) => {
  await catchUpActivity(context.db, { wait: true });
  const rows = await context.db
    .select()
    .from(chatbots)
    .where(eq(chatbots.ownerId, context.session.user.id))
    .orderBy(desc(chatbots.updatedAt));
  return {
    success: true,
    chatbots: rows.map((row) => toChatbotListItem(row, context.config.publicUrl)),
  };
});
