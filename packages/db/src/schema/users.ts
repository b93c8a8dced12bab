import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An account holder of the back-office (a business or a tech provider acting for clients). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Empty for accounts made by the admin CLI without a company. */
    company: text('company').notNull().default(''),
    /** Stored lower-cased and trimmed: the unique index below is on it as is. */
    email: text('email').notNull(),
    /** E.164 without spaces, e.g. +221771234567; null for CLI-made accounts given no phone. */
    tel: text('tel'),
    /** ISO 3166-1 alpha-2 code. */
    country: text('country'),
    userType: text('user_type', { enum: ['personal', 'provider'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    profilePicture: text('profile_picture'),
    provenance: text('provenance').notNull().default('email'),
    /** The chatbot whose statistics the dashboard points at, when the user picked one. */
    pointingChatbotStats: text('pointing_chatbot_stats'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_tel_unique').on(table.tel),
  ],
);
