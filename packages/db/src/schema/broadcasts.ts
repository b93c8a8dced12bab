import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { endUsers } from './endUsers';
import { users } from './users';

/** How one template placeholder is filled for each recipient. */
export interface BroadcastParameter {
  /** '1', '2'… for positional placeholders, the name for named ones. */
  key: string;
  source: 'constant' | 'variable';
  /** The constant, or the variable's id (a declared variable or a global such as first_name). */
  value: string;
  /** Sent when the end-user's variable is empty. */
  fallback: string;
}

/** A WhatsApp broadcast campaign (migration 0022): sent by the server's workers, not the browser. */
export const broadcasts = pgTable('broadcasts', {
  id: uuid('id').primaryKey().defaultRandom(),
  chatbotId: uuid('chatbot_id')
    .notNull()
    .references(() => chatbots.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  templateName: text('template_name').notNull(),
  templateLanguage: text('template_language').notNull(),
  parameters: jsonb('parameters').$type<BroadcastParameter[]>().notNull().default(sql`'[]'::jsonb`),
  conditions: jsonb('conditions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  /** The model as it was at launch (its placeholders and their format). */
  model: jsonb('model').$type<Record<string, unknown>>().notNull(),
  phoneNumberId: text('phone_number_id').notNull(),
  status: text('status', { enum: ['running', 'paused', 'cancelled', 'finished'] })
    .notNull()
    .default('running'),
  /** Why the campaign paused by itself (an error every send would get: token, account, template) (0029). */
  pauseReason: text('pause_reason'),
  /** When it paused by itself (number protection: quality drop, 131048, failure burst) (0049). */
  pausedAutomaticallyAt: timestamp('paused_automatically_at', { withTimezone: true }),
  total: integer('total').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Started by a plan (0048): its run time, unique with the plan (a run is never sent twice). */
  planId: uuid('plan_id'),
  planRunAt: timestamp('plan_run_at', { withTimezone: true }),
  name: text('name'),
  /** An A/B test (0048): the test's settings and variant B, its phase, when and which variant won. */
  abTest: jsonb('ab_test').$type<Record<string, unknown>>(),
  abPhase: text('ab_phase', { enum: ['testing', 'awaitingChoice', 'decided'] }),
  abDecideAt: timestamp('ab_decide_at', { withTimezone: true }),
  abWinner: text('ab_winner', { enum: ['A', 'B'] }),
});

/** One end-user of a campaign: the unique key makes a second send to them impossible. */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    messageId: text('message_id'),
    errorCode: integer('error_code'),
    errorText: text('error_text'),
    /** When Meta accepted, delivered and read the message (set by a trigger as the status moves, 0049). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.broadcastId, table.endUserId)],
);
