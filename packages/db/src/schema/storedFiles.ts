import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chatbots } from './chatbots';
import { users } from './users';
import { workspaces } from './workspaces';

/** What a stored file is for: decides nothing but tells an operator what the folder holds. */
export const STORED_FILE_KINDS = [
  'chatbot_avatar',
  'profile_picture',
  'media',
  'knowledge',
  'inbound_media',
] as const;
export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

/**
 * Every file kept under the file storage (served at /api/public/<path>), with the account it
 * belongs to: deleting the account, or the chatbot it is tied to, removes exactly these files,
 * whatever their folder or whether a flow still names them.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** The storage key, e.g. 'avatars/<uuid>.png'. */
    path: text('path').primaryKey(),
    /** The workspace whose chatbots use the file; null for a person's profile picture. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The person a profile picture belongs to; null for a workspace's files. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The chatbot the file goes with (its avatar, knowledge, customers' media); null for what the
     * account uploaded for its own use (editor media, profile picture). A chatbot deleted without
     * its files leaves them to the account rather than untracked.
     */
    chatbotId: uuid('chatbot_id').references(() => chatbots.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: STORED_FILE_KINDS }).notNull(),
    /** Bytes; null for the files recorded by the migration that created this table. */
    size: bigint('size', { mode: 'number' }),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner').on(table.ownerId),
    index('stored_files_workspace').on(table.workspaceId),
    index('stored_files_chatbot').on(table.chatbotId),
  ],
);
