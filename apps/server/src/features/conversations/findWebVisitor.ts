import type { Database } from '@griot/db/openDatabase';
import { endUsers } from '@griot/db/schema/endUsers';
import { and, eq } from 'drizzle-orm';

/** The end-user id of a web chat visitor of the chatbot, once it has written; else undefined. */
export async function findWebVisitor(
  db: Database,
  chatbotId: string,
  visitorId: string,
): Promise<string | undefined> {
  const [endUser] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(
      and(eq(endUsers.chatbotId, chatbotId), eq(endUsers.channel, 'web'), eq(endUsers.externalId, visitorId)),
    );
  return endUser?.id;
}
