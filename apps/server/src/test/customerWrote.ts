import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * A customer who last wrote `hoursAgo` hours ago, as a conversation round leaves them: their
 * conversation's last_inbound_at and the round's line in the activity backlog, which the next
 * catch-up applies to the end-user (end_users.last_inbound_at, the campaigns' 24-hour window).
 */
export async function customerWrote(
  db: Database,
  customer: { endUserId: string; chatbotId: string; workspaceId: string; hoursAgo: number },
): Promise<void> {
  await db.execute(sql`
    WITH conversation AS (
      INSERT INTO conversations (end_user_id, chatbot_id, workspace_id, last_inbound_at)
      VALUES (${customer.endUserId}, ${customer.chatbotId}, ${customer.workspaceId},
              now() - make_interval(secs => ${customer.hoursAgo * 3600}))
      RETURNING end_user_id, chatbot_id, last_inbound_at
    )
    INSERT INTO activity_backlog (end_user_id, chatbot_id, at, interactions)
    SELECT end_user_id, chatbot_id, last_inbound_at, 1 FROM conversation`);
}
