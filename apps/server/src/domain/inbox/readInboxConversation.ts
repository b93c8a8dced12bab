import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { type ConversationRow, toInboxConversation, unreadFor } from './inboxConversationRows';

/**
 * One conversation of the workspace as the inbox shows it to `userId` (their unread count), or
 * undefined when the end-user is not of a chatbot of that workspace: the answer of the calls that
 * change one conversation (reply, template), read after their change. It starts from the end-user,
 * so one with no conversation row yet reads as the bot's ('resolved'), dated by their last activity.
 */
export async function readInboxConversation(
  db: Database,
  scope: { workspaceId: string; userId: string; endUserId: string },
): Promise<InboxConversation | undefined> {
  const { rows } = await db.execute<Omit<ConversationRow, 'position_at'>>(sql`
    SELECT eu.id, b.id AS chatbot_id, b.bot_name AS chatbot_name, eu.channel, eu.external_id AS usertel,
      eu.full_name AS name, eu.phone, coalesce(c.status, 'resolved') AS status,
      c.assignee_id, nullif(btrim(u.firstname || ' ' || u.lastname), '') AS assignee_name,
      c.snoozed_until, c.waiting_since, coalesce(c.last_message_at, eu.last_activity_at) AS last_message_at,
      coalesce(c.last_message_preview, '') AS last_message_preview, c.last_inbound_at,
      ${unreadFor(sql`r`)} AS unread_count,
      (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) ORDER BY lower(l.name))
         FROM conversation_labels cl JOIN labels l ON l.id = cl.label_id WHERE cl.end_user_id = eu.id) AS labels
    FROM end_users eu
    JOIN chatbots b ON b.id = eu.chatbot_id
    LEFT JOIN conversations c ON c.end_user_id = eu.id
    LEFT JOIN users u ON u.id = c.assignee_id
    LEFT JOIN conversation_reads r ON r.end_user_id = eu.id AND r.user_id = ${scope.userId}
    WHERE eu.id = ${scope.endUserId} AND b.workspace_id = ${scope.workspaceId}`);
  const [row] = rows;
  return row ? toInboxConversation(row) : undefined;
}
