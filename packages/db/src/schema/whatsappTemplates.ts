import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { whatsappAccounts } from './whatsappAccounts';
import { workspaces } from './workspaces';

/**
 * A WhatsApp message template of a WhatsApp account (migration 0046): made in Griot and submitted
 * to Meta, or read from Meta's list; its status, rejection reason and quality kept from Meta's
 * webhooks. `components` is what Meta holds; `content` the builder's fields, for editing.
 */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    whatsappAccountId: uuid('whatsapp_account_id')
      .notNull()
      .references(() => whatsappAccounts.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    metaId: text('meta_id'),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    parameterFormat: text('parameter_format').notNull().default('POSITIONAL'),
    components: jsonb('components').$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('PENDING'),
    rejectedReason: text('rejected_reason'),
    qualityScore: text('quality_score').notNull().default('UNKNOWN'),
    approvedEdits: timestamp('approved_edits', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('whatsapp_templates_account_name_language').on(
      table.whatsappAccountId,
      table.name,
      table.language,
    ),
    index('whatsapp_templates_waba_meta').on(table.wabaId, table.metaId),
    index('whatsapp_templates_workspace').on(table.workspaceId),
  ],
);
