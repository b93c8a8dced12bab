import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './workspaces';

/** A variable declared on a chatbot's variables screen. */
export interface VariableDeclaration {
  id: string;
  slug: string;
  type: string;
}

/** A chatbot, owned by the account that created it. */
export const chatbots = pgTable(
  'chatbots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The workspace the chatbot belongs to (its members reach it by their role). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    botName: text('bot_name').notNull(),
    type: text('type', { enum: ['whatsapp', 'telegram', 'messenger', 'web'] })
      .notNull()
      .default('whatsapp'),
    status: text('status', { enum: ['active', 'inactive', 'maintenance'] })
      .notNull()
      .default('inactive'),
    description: text('description').notNull().default(''),
    email: text('email').notNull().default(''),
    /** '/avatars/bot1.png' is the web app's placeholder; anything else is a storage key under /api/public/. */
    avatar: text('avatar').notNull().default('/avatars/bot1.png'),
    displayPhoneNumber: text('display_phone_number').notNull().default(''),
    phoneNumberId: text('phone_number_id').notNull().default(''),
    appId: text('app_id').notNull().default(''),
    /** The webhook verify token: generated at creation, read-only. */
    keywordWebhook: text('keyword_webhook').notNull(),
    /** AES-256-GCM of the channel access token under SECRET_KEY; never sent in lists. */
    accessTokenEncrypted: text('access_token_encrypted'),
    /** AES-256-GCM of the chatbot's own Meta app secret (webhook signatures); unset: WHATSAPP_APP_SECRET. */
    appSecretEncrypted: text('app_secret_encrypted'),
    /** The WhatsApp Business Account of the number: lists its message templates (broadcast models). */
    wabaId: text('waba_id').notNull().default(''),
    telBot: text('tel_bot').notNull().default(''),
    catalogLink: text('catalog_link').notNull().default(''),
    /**
     * 'Langue du chatbot' (first the widget's, hence the name): the language of its own words with its
     * users, the web chat's and the runtime's; 'auto' (each user's, else French) or fixed.
     */
    widgetLanguage: text('widget_language', { enum: ['auto', 'fr', 'en', 'es'] })
      .notNull()
      .default('auto'),
    /**
     * End-users and their received messages, kept by triggers on end_users (migration
     * 0002) so the list and the home read 1,000 chatbots instead of summing 100,000 end-users.
     */
    endUserCount: integer('user_count').notNull().default(0),
    interactionCount: integer('interaction_count').notNull().default(0),
    /** The latest activity of its end-users: finds the home's last discussions without a full scan. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    variables: jsonb('variables').$type<VariableDeclaration[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chatbots_workspace_updated').on(table.workspaceId, table.updatedAt.desc()),
    index('chatbots_phone_number_id').on(table.phoneNumberId),
    index('chatbots_workspace_activity').on(table.workspaceId, table.lastActivityAt.desc().nullsLast()),
  ],
);
