import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';

/**
 * A block of a chatbot: an ordered flow of elements. Every chatbot has three main
 * blocks from its creation (welcome 'starter', default 'default_block', commerce
 * 'commerce_point'); the others are 'standard'.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    idblock: text('idblock').notNull(),
    blockname: text('blockname').notNull().default(''),
    type: text('type').notNull(),
    category: text('category', { enum: ['welcome', 'default', 'commerce', 'standard'] }).notNull(),
    flow: jsonb('flow').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** The GRIOT IA fallback switch, meaningful on the default block. */
    assistantSwitch: boolean('jarvis').notNull().default(false),
    /** Incremented by every save: a save based on an older revision is a conflict. */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // idblock is unique per chatbot: a global namespace told one account which ids another used.
    uniqueIndex('blocks_chatbot_idblock').on(table.chatbotId, table.idblock),
    index('blocks_chatbot').on(table.chatbotId),
  ],
);
