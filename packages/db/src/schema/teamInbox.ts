import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { conversations } from './conversations';
import { users } from './users';
import { workspaces } from './workspaces';

/** The team inbox's tables (migration 0041); the conversation's status and assignee live on `conversations`. */

/** What each member has read of each conversation: the count of the end-user's messages seen. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => conversations.endUserId, { onDelete: 'cascade' }),
    seenInbound: integer('seen_inbound').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.endUserId] }),
    index('conversation_reads_end_user').on(table.endUserId),
  ],
);

/** A workspace-wide, coloured label; its name is unique in the workspace whatever its case. */
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of LABEL_COLORS (a Mantine colour name). */
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('labels_workspace_name').on(table.workspaceId, sql`lower(${table.name})`)],
);

export const conversationLabels = pgTable(
  'conversation_labels',
  {
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => conversations.endUserId, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.endUserId, table.labelId] }),
    index('conversation_labels_label').on(table.labelId),
  ],
);

/** A private note between agents, never sent to the customer; the author's name outlives the account. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => conversations.endUserId, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_notes_end_user').on(table.endUserId, table.createdAt)],
);

/** A saved reply an agent inserts with '/shortcut'; its text may hold {{first_name}} and the like. */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('canned_responses_workspace_shortcut').on(table.workspaceId, sql`lower(${table.shortcut})`),
  ],
);

export const EPISODE_OPENED_REASONS = ['bot', 'customer', 'griot', 'agent'] as const;

/**
 * One stretch of a conversation with a person, from its opening to its resolution (at most one
 * open per conversation): first response and resolution times per conversation and per agent.
 */
export const conversationEpisodes = pgTable(
  'conversation_episodes',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => conversations.endUserId, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'bot' the flow handed over; 'customer' wrote back; 'griot' GRIOT IA escalated; 'agent' took it. */
    openedReason: text('opened_reason', { enum: EPISODE_OPENED_REASONS }).notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponderId: uuid('first_responder_id').references(() => users.id, { onDelete: 'set null' }),
    /** Business hours: when the automatic message went out because it opened outside them. */
    awayMessageAt: timestamp('away_message_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('conversation_episodes_one_open').on(table.endUserId).where(sql`resolved_at IS NULL`),
    index('conversation_episodes_workspace_opened').on(table.workspaceId, table.openedAt),
  ],
);
