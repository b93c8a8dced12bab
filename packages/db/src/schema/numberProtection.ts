import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';

/**
 * Account-level WhatsApp webhook events the number's protection already applied (migration 0049):
 * a digest of the field and Meta's value, so a retried webhook pauses nothing more.
 */
export const numberProtectionEvents = pgTable(
  'number_protection_events',
  {
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chatbotId, table.eventKey] })],
);
