import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What arrived for the runtime and has not run yet: end-user messages from every channel and the
 * continuations the flows scheduled (delays, request results). A webhook only inserts here and
 * answers; the conversation workers run one sender's rows at a time, in `id` order. The unique
 * platform id makes a retried webhook a no-op.
 */
export const inbox = pgTable(
  'inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * No foreign key (migration 0055): a key check per webhook row locked the chatbot's one hot
     * row; the rows go with their chatbot by the trigger chatbots_inbox_removed.
     */
    chatbotId: uuid('chatbot_id').notNull(),
    channel: text('channel', { enum: ['whatsapp', 'telegram', 'messenger', 'web'] }).notNull(),
    /** The end-user's identity on the channel (wa_id or business-scoped id, chat id, PSID, visitor id). */
    sender: text('sender').notNull(),
    /** The platform's message id (wamid, update id…); null for runtime continuations. */
    externalId: text('external_id'),
    /** An InboxEvent (apps/server/src/runtime/inboxEvent.ts). */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    /** pending → done, or failed after the attempts ran out. */
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Not before: a delay's continuation waits here, durable across restarts. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().default(sql`now()`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbox_dedup')
      .on(table.chatbotId, table.channel, table.externalId)
      .where(sql`external_id IS NOT NULL`),
    index('inbox_pending')
      .on(table.chatbotId, table.channel, table.sender, table.id)
      .where(sql`status = 'pending'`),
    index('inbox_pending_available').on(table.availableAt).where(sql`status = 'pending'`),
  ],
);
