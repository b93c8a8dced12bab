import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message in and out of a conversation, with its delivery status. The runtime writes them;
 * the dashboards count them. Stored with fillfactor 80 (migration 0040): an outbound message's
 * sending mark and send result are written on its own page.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * No foreign key of its own (migration 0054): the end-user's (cascading from chatbots) already
     * ties the message to its chatbot, and a second check per row cost the runtime's hottest write.
     */
    chatbotId: uuid('chatbot_id').notNull(),
    /**
     * The end-user's key, checked once per statement rather than per row (migration 0058): an
     * insert locks its distinct end-users and fails with the key's error (23503) when one is
     * missing; deleting an end-user deletes their messages, as the cascade did.
     */
    endUserId: uuid('end_user_id').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    /** The element or message type: text, interactive, image, location, template… */
    type: text('type').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Outbound: queued, sent, delivered, read, failed; inbound: received. */
    status: text('status').notNull(),
    /** The platform's id (wamid…), for deduplication and status webhooks. */
    externalId: text('external_id'),
    error: jsonb('error').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Total order of a conversation's messages (rows written in one transaction share created_at). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** Outbound sends tried so far, and when a queued one may be tried again (backoff). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Outbound: who wrote it (null: the bot; a user id: an agent from the conversation screen). */
    agentId: uuid('agent_id'),
    /**
     * Outbound: set (and committed) just before the platform is called, cleared with the outcome: a
     * message found with it after a crash may have reached the customer (runtime/sendLanes.ts).
     */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    /** Outbound: platform messages already accepted for this one (an element may need several). */
    partsSent: integer('parts_sent').notNull().default(0),
  },
  (table) => [
    index('messages_chatbot_created').on(table.chatbotId, table.createdAt),
    // Only platform ids are looked up; replies waiting to be sent have none (migration 0042).
    index('messages_platform_id').on(table.externalId).where(sql`external_id IS NOT NULL`),
    index('messages_end_user_seq').on(table.endUserId, table.seq),
    index('messages_queued').on(table.nextAttemptAt).where(sql`status = 'queued'`),
    index('messages_queued_end_user').on(table.endUserId, table.seq).where(sql`status = 'queued'`),
  ],
);
