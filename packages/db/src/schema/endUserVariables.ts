import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { endUsers } from './endUsers';

/**
 * An end-user's variables as the runtime collected them (answers, payloads, variable_insert,
 * request results), one row per variable, so segments and value lists run as indexed SQL
 * (migration 0022). The conversation's session keeps its own copy for the flow engine.
 */
export const endUserVariables = pgTable(
  'end_user_variables',
  {
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    /** No foreign key of its own (0055): the end-user's, cascading from chatbots, ties it to its chatbot. */
    chatbotId: uuid('chatbot_id').notNull(),
    name: text('name').notNull(),
    valueText: text('value_text').notNull(),
    /** The value read as a number when it is one. */
    valueNumber: numeric('value_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.endUserId, table.name] }),
    index('end_user_variables_lookup').on(table.chatbotId, table.name, sql`lower(${table.valueText})`),
  ],
);
