import { bigint, date, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** The profile screen's fields; birth date as YYYY-MM-DD. */
    birthDate: date('birth_date'),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** The account settings document (contract accountSettingsSchema); missing keys take the defaults. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The workspace the person last worked in: a new session starts there. */
    lastWorkspaceId: uuid('last_workspace_id'),
    /** TOTP secret (secretBox), set once a first code confirmed it; the pending one awaits that code. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpPendingSecretEncrypted: text('totp_pending_secret_encrypted'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** When the owner's last digest mail (waiting conversations, failed sends) went. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_tel_unique').on(table.tel),
  ],
);
