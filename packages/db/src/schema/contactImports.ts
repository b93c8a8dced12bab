import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { users } from './users';
import { workspaces } from './workspaces';

/** A problem of an imported file, line by line (1 = the header). */
export interface ContactImportProblem {
  line: number;
  reason: string;
}

/**
 * One import of contacts from a CSV/XLSX file (migration 0050): its progress, written after each
 * batch and polled by the screen, then its result.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    /** Chosen by the screen that polls it (or by the server when none is given). */
    id: uuid('id').primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull().default(''),
    status: text('status', { enum: ['running', 'finished', 'failed'] })
      .notNull()
      .default('running'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    mergedCount: integer('merged_count').notNull().default(0),
    invalidCount: integer('invalid_count').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    /** The first 200 problems; `problemCount` counts them all. */
    problems: jsonb('problems').$type<ContactImportProblem[]>().notNull().default(sql`'[]'::jsonb`),
    optInSource: text('opt_in_source'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('contact_imports_workspace').on(table.workspaceId, table.createdAt.desc())],
);
