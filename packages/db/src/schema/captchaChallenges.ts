import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A registration captcha issued by the server. It is consumed by the first answer, right or
 * wrong, so an automated client cannot try answers against one challenge.
 */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
