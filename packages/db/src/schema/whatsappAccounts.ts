import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { workspaces } from './workspaces';

/** A number of the WABA, kept when the signup returned only the WABA and the user must pick one. */
export interface WabaNumber {
  id: string;
  display_phone_number: string;
  verified_name: string;
  code_verification_status: string;
}

/**
 * A WhatsApp Business account added through Embedded Signup,
 * owned by the workspace it was added in. Secrets are sealed with AES-256-GCM under SECRET_KEY.
 */
export const whatsappAccounts = pgTable(
  'whatsapp_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['customer_support', 'ecommerce'] }).notNull(),
    configId: text('config_id').notNull().default(''),
    description: text('description').notNull().default(''),
    businessId: text('business_id').notNull().default(''),
    wabaId: text('waba_id').notNull(),
    /** '' while the user has not picked a number of the WABA (FINISH_ONLY_WABA). */
    phoneNumberId: text('phone_number_id').notNull().default(''),
    displayPhoneNumber: text('display_phone_number').notNull().default(''),
    verifiedName: text('verified_name').notNull().default(''),
    codeVerificationStatus: text('code_verification_status', {
      enum: ['NOT_VERIFIED', 'VERIFIED', 'EXPIRED'],
    })
      .notNull()
      .default('NOT_VERIFIED'),
    /** The business token the signup's code was exchanged for; never sent to the browser nor logged. */
    businessTokenEncrypted: text('business_token_encrypted').notNull(),
    /** The two-step verification PIN the number was registered with. */
    pinEncrypted: text('pin_encrypted'),
    wabaNumbers: jsonb('waba_numbers').$type<WabaNumber[]>().notNull().default(sql`'[]'::jsonb`),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    codeRequestedAt: timestamp('code_requested_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** Meta locks a number for 72 h after 10 register attempts: counted so Griot stops before. */
    registerAttempts: integer('register_attempts').notNull().default(0),
    registerLockedUntil: timestamp('register_locked_until', { withTimezone: true }),
    /** The last Graph failure of the onboarding, in French, for the health line. */
    lastError: text('last_error').notNull().default(''),
    /** Meta's quality rating of the number (GREEN, YELLOW, RED, UNKNOWN), kept from its webhook (0045). */
    qualityRating: text('quality_rating').notNull().default('UNKNOWN'),
    /** Meta's messaging limit tier (TIER_250, TIER_1K, TIER_10K, TIER_100K, TIER_UNLIMITED) (0045). */
    messagingLimitTier: text('messaging_limit_tier').notNull().default('TIER_250'),
    chatbotId: uuid('chatbot_id').references(() => chatbots.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('whatsapp_accounts_workspace_created').on(table.workspaceId, table.createdAt.desc()),
    uniqueIndex('whatsapp_accounts_chatbot').on(table.chatbotId).where(sql`chatbot_id IS NOT NULL`),
    uniqueIndex('whatsapp_accounts_workspace_number')
      .on(table.workspaceId, table.phoneNumberId)
      .where(sql`phone_number_id <> ''`),
  ],
);
