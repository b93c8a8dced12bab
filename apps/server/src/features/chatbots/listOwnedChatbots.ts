import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { desc, eq } from 'drizzle-orm';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { catchUpActivity } from '../../lib/activityBacklog';

/**
 * The owner's chatbots, most recently changed first, their counts (kept on the rows) brought up to
 * date with the activity not yet applied.
 */
export async function listOwnedChatbots(db: Database, workspaceId: string): Promise<ChatbotRow[]> {
  await catchUpActivity(db, { wait: true });
  return db
    .select()
    .from(chatbots)
    .where(eq(chatbots.workspaceId, workspaceId))
    .orderBy(desc(chatbots.updatedAt));
}
