import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * A person who talks to a chatbot, one row per chatbot and channel identity (a WhatsApp wa_id, a
 * Telegram chat id, a web visitor id). The runtime maintains the counters the dashboards read.
 */
export const endUsers = pgTable(
  'end_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatbotId: uuid('chatbot_id')
      .notNull()
      .references(() => chatbots.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['whatsapp', 'telegram', 'messenger', 'web'] }).notNull(),
    externalId: text('external_id').notNull(),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    /**
     * The language their channel says they use, as its primary subtag ('es', 'de'): Telegram's
     * language_code, the web visitor's; null when never said (0038). The runtime's own words follow
     * it when it is one of ours and the chatbot fixes no language.
     */
    language: text('language'),
    /** Messages received from this person: the spec's number_of_discussions / interactions. */
    interactionCount: integer('interaction_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When they last wrote; null for an imported contact who never has (0053): lists put them
     * after everyone active (end_users_chatbot_activity is NULLS LAST).
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).defaultNow(),
    /** The end-user wrote STOP or Meta reported a marketing opt-out: broadcasts skip them (0022). */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    /** Meta answered 131026 (not a WhatsApp number, or undeliverable) to a broadcast (0022). */
    invalidNumberAt: timestamp('invalid_number_at', { withTimezone: true }),
    /** Added by a contact import rather than by writing to the chatbot (0045). */
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /**
     * Where and when they agreed to receive marketing messages (0045): Meta requires it, so an
     * imported contact without one is never sent a marketing template.
     */
    optInSource: text('opt_in_source'),
    optInAt: timestamp('opt_in_at', { withTimezone: true }),
    /** Meta last answered 131049 (its per-user marketing cap) for them: retried later (0045). */
    metaCappedAt: timestamp('meta_capped_at', { withTimezone: true }),
    /**
     * Their last message, as their conversation's last_inbound_at (0052): the campaigns' 24-hour
     * window. Applied with the activity backlog (catchUpActivity), not on the reply path: read it
     * after catching up.
     */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /**
     * When a campaign of the workspace last reached their number, from any of its chatbots (0052,
     * kept by the database as sends settle): the workspace's frequency cap.
     */
    campaignReachedAt: timestamp('campaign_reached_at', { withTimezone: true }),
    /**
     * Not a customer, left out of every figure and list of end-users: a conversation of the
     * playground's simulator ('test-…' web visitors, migration 0018), or a web visitor who opened the
     * widget and was greeted but never wrote (migration 0030): they become an end-user by writing.
     */
    isTest: boolean('is_test')
      .notNull()
      .generatedAlwaysAs(sql`channel = 'web' AND (external_id LIKE 'test-%' OR interaction_count = 0)`),
  },
  (table) => [
    uniqueIndex('end_users_identity').on(table.chatbotId, table.channel, table.externalId),
    index('end_users_chatbot_activity').on(table.chatbotId, table.lastActivityAt.desc()),
    // The forecast's random sample of one chatbot's end-users (0057): ids below a bound.
    index('end_users_chatbot_id_key').on(table.chatbotId, table.id),
    index('end_users_chatbot_never_active')
      .on(table.chatbotId, table.id)
      .where(sql`last_activity_at IS NULL`),
  ],
);

/** Tags on end-users (0045): imported, given by a campaign's responders, or set by hand; segments and conditions test them. */
export const endUserTags = pgTable(
  'end_user_tags',
  {
    endUserId: uuid('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    /** No foreign key of its own (0055): the end-user's, cascading from chatbots, ties it to its chatbot. */
    chatbotId: uuid('chatbot_id').notNull(),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.endUserId, table.tag] }),
    index('end_user_tags_chatbot_tag').on(table.chatbotId, table.tag),
  ],
);
