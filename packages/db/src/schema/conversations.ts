import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { endUsers } from './endUsers';
import { users } from './users';

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
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    /** The flow engine's SessionState (plain JSON); null for a conversation that never ran. */
    session: jsonb('session').$type<Record<string, unknown>>(),
    /** Human takeover: the bot stays silent for this end-user until then (null: the bot answers). */
    botPausedUntil: timestamp('bot_paused_until', { withTimezone: true }),
    /** The agent who took the conversation over. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The end-user's latest message: WhatsApp's 24-hour window for free replies starts there. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** The latest message either way, and a short text of it, for the conversation list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    /** Inbound messages since an agent last opened the transcript. */
    unreadCount: integer('unread_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('conversations_chatbot_recent').on(table.chatbotId, table.lastMessageAt.desc().nullsLast()),
  ],
);
