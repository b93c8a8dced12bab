import type { Database } from '@griot/db/openDatabase';
import { endUsers } from '@griot/db/schema/endUsers';
import { inArray, sql } from 'drizzle-orm';

export interface ChatbotCounts {
  userCount: number;
  interactionCount: number;
}

/** End-users and received messages per chatbot, for the cards and the chatbot screens. */
export async function countByChatbot(
  db: Database,
  chatbotIds: string[],
): Promise<Map<string, ChatbotCounts>> {
  const counts = new Map<string, ChatbotCounts>();
  if (chatbotIds.length === 0) return counts;
  const rows = await db
    .select({
      chatbotId: endUsers.chatbotId,
      userCount: sql<number>`count(*)::int`,
      interactionCount: sql<number>`coalesce(sum(${endUsers.interactionCount}), 0)::int`,
    })
    .from(endUsers)
    .where(inArray(endUsers.chatbotId, chatbotIds))
    .groupBy(endUsers.chatbotId);
  for (const row of rows)
    counts.set(row.chatbotId, { userCount: row.userCount, interactionCount: row.interactionCount });
  return counts;
}
