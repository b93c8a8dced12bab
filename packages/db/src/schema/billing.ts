import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/** A subscription plan; the migration seeds Premium at 29,99 € a month. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull(),
});

/** An invoice of a workspace (its owner pays); its PDF is generated from this row when downloaded. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'due', 'void'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_workspace').on(table.workspaceId, table.issuedAt.desc())],
);
