import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BroadcastParameter } from './broadcasts';
import { chatbots } from './chatbots';
import { users } from './users';
import { workspaces } from './workspaces';

/** A model as a plan keeps it: resolved when saved, sent as it is at each run. */
export interface PlanMessage {
  title: string;
  langage: string;
  source: 'whatsapp' | 'local';
  parameters: BroadcastParameter[];
  /** The BroadcastModel resolved when the plan was saved. */
  model: Record<string, unknown>;
}

/** An A/B test as a plan and its campaigns keep it. */
export interface StoredAbTest {
  sharePercent: number;
  metric: 'read' | 'reply';
  decideAfterHours: number;
  pick: 'auto' | 'manual';
  variantB: PlanMessage;
}

/** A recurrence as entered (workspace time zone). */
export interface StoredRecurrence {
  frequency: 'daily' | 'weekly';
  days: number[];
  time: string;
  endsOn?: string | undefined;
}

/**
 * A campaign planned for a date and time, or recurring (migration 0048): each run starts a
 * broadcasts row with plan_id and plan_run_at (unique together: a run is never sent twice).
 */
export const campaignPlans = pgTable(
  'campaign_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    message: jsonb('message').$type<PlanMessage>().notNull(),
    conditions: jsonb('conditions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    parameters: jsonb('parameters').$type<BroadcastParameter[]>().notNull().default(sql`'[]'::jsonb`),
    abTest: jsonb('ab_test').$type<StoredAbTest>(),
    scheduleLocal: text('schedule_local'),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    recurrence: jsonb('recurrence').$type<StoredRecurrence>(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    status: text('status', { enum: ['scheduled', 'active', 'cancelled', 'finished'] })
      .notNull()
      .default('scheduled'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    runs: integer('runs').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaign_plans_due').on(table.nextRunAt).where(sql`status IN ('scheduled', 'active')`),
    index('campaign_plans_workspace_recent').on(table.workspaceId, table.createdAt.desc()),
  ],
);
