import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What happened to an account (logins, profile and password changes, revoked sessions): the
 * profile's recent activity and the owner's own audit trail. `kind` is one of ACTIVITY_KINDS.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the event is about, when it names something: a device, a session. */
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_events_user_recent').on(table.userId, table.createdAt.desc())],
);
