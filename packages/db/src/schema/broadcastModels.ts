import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';

/**
 * A chatbot's local broadcast model (migration 0027): its own text with numbered placeholders
 * ({{1}}, {{2}}…), sent as a WhatsApp text message inside the 24 h window, next to the WABA's
 * approved templates.
 */
export const broadcastModels = pgTable(
  'broadcast_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    langage: text('langage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('broadcast_models_chatbot_title_langage').on(table.chatbotId, table.title, table.langage),
  ],
);
