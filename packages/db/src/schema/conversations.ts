import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { endUsers } from './endUsers';
import { users } from './users';
import { workspaces } from './workspaces';

export const CONVERSATION_STATUS_VALUES = ['open', 'pending', 'resolved', 'snoozed'] as const;

/**
 * The live state of one end-user's conversation, apart from end_users so that the runtime's
 * frequent session writes do not fire the chatbot counter triggers of end_users.
 */
export const conversations = pgTable(
  'conversations',
  {
    endUserId: uuid('end_user_id')
      .primaryKey()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    /** No foreign key of its own (0055): the end-user's, cascading from chatbots, ties it to its chatbot. */
    chatbotId: uuid('chatbot_id').notNull(),
    /** The flow engine's SessionState (plain JSON); null for a conversation that never ran. */
    session: jsonb('session').$type<Record<string, unknown>>(),
    /** The workspace of the chatbot, copied so the team inbox pages a workspace's conversations (0041). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /**
     * Who talks (0041): 'resolved' the bot answers (every bot-only conversation); 'open' a person
     * must answer; 'pending' a person answered and waits for the customer; 'snoozed' put aside until
     * snoozedUntil. Outside 'resolved' the bot is silent.
     */
    status: text('status', { enum: CONVERSATION_STATUS_VALUES }).notNull().default('resolved'),
    /** The member who handles it (null: nobody). */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** The first customer message no person has answered yet; null when none waits. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** Every message the end-user sent; read_floor follows it while the bot has the conversation. */
    inboundCount: integer('inbound_count').notNull().default(0),
    readFloor: integer('read_floor').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end-user's latest message: WhatsApp's 24-hour window for free replies starts there. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** The latest message either way, and a short text of it, for the conversation list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    /** Inbound messages since any agent last opened the transcript (the per-chatbot screen's badge). */
    unreadCount: integer('unread_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('conversations_chatbot_recent').on(table.chatbotId, table.lastMessageAt.desc().nullsLast()),
    index('conversations_workspace_recent').on(
      table.workspaceId,
      table.lastMessageAt.desc().nullsLast(),
      table.endUserId,
    ),
    index('conversations_workspace_people')
      .on(table.workspaceId, table.lastMessageAt.desc().nullsLast(), table.endUserId)
      .where(sql`status <> 'resolved'`),
    index('conversations_snoozed').on(table.snoozedUntil).where(sql`status = 'snoozed'`),
    index('conversations_assignee').on(table.assigneeId).where(sql`assignee_id IS NOT NULL`),
  ],
);
