import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const WORKSPACE_ROLE_VALUES = ['owner', 'admin', 'editor', 'agent'] as const;

/**
 * What a business works in: it owns the chatbots (with their flows, variables, knowledge and
 * end-users), the WhatsApp accounts, the broadcasts, the files and the billing. People reach it as
 * members with a role. A workspace migrated from the one-person accounts kept that account's id.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['own', 'client'] })
      .notNull()
      .default('own'),
    /** A client workspace's tech provider (the provider's workspace): its overview lists it. */
    providerWorkspaceId: uuid('provider_workspace_id').references((): AnyPgColumn => workspaces.id, {
      onDelete: 'set null',
    }),
    planId: text('plan_id').notNull().default('premium'),
    /** The team inbox's settings (0041): automatic assignment, its cap, business hours (inboxSettingsSchema). */
    inboxSettings: jsonb('inbox_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Campaigns' quiet hours, minutes of the local day (0045): none sends from start to end (may wrap midnight). */
    quietHoursStart: smallint('quiet_hours_start'),
    quietHoursEnd: smallint('quiet_hours_end'),
    /** Hours a customer reached by a campaign is spared another one (0045); 0: no cap. */
    frequencyCapHours: integer('frequency_cap_hours').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workspaces_provider').on(table.providerWorkspaceId)],
);

/** A person's place in a workspace; a workspace always keeps at least one owner. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLE_VALUES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed at most once a minute by the calls the member makes in this workspace. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** 'available': the inbox may assign conversations to them automatically (0041). */
    availability: text('availability', { enum: ['available', 'away'] })
      .notNull()
      .default('away'),
    /** The round robin's turn: the available member assigned longest ago goes first. */
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user').on(table.userId),
  ],
);

/**
 * An invitation by e-mail. Only the token's SHA-256 is stored; a resend makes a new token (the
 * old link stops working) and a new 7-day validity. Accepted or revoked rows stay for the record.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLE_VALUES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // One open invitation per address and workspace: a second invite is a resend.
    uniqueIndex('workspace_invitations_open')
      .on(table.workspaceId, table.email)
      .where(sql`accepted_at IS NULL AND revoked_at IS NULL`),
  ],
);

/**
 * The audit log of a workspace: who did what that matters (published a flow, started a broadcast,
 * changed a role…). Kept 12 months; the actor's name is copied so the record outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    type: text('type').notNull(),
    subject: text('subject').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_workspace_recent').on(table.workspaceId, table.createdAt.desc()),
    index('audit_events_actor').on(table.workspaceId, table.actorId, table.createdAt.desc()),
  ],
);
