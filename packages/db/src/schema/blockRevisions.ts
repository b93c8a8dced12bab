import { integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blocks } from './blocks';

/** The flow of a block as saved at each revision; the last 50 are kept. */
export const blockRevisions = pgTable(
  'block_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    flow: jsonb('flow').$type<unknown[]>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('block_revisions_block_revision').on(table.blockId, table.revision)],
);
