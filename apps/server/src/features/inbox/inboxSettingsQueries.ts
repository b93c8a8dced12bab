import {
  defaultInboxSettings,
  type InboxSettings,
  inboxSettingsSchema,
} from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The workspace's inbox settings: what it saved, read through the contract's schema; the
 * defaults when it never saved any (the column's '{}') or what is stored no longer reads.
 */
export async function readInboxSettings(db: Database, workspaceId: string): Promise<InboxSettings> {
  const { rows } = await db.execute<{ inbox_settings: unknown }>(sql`
    SELECT inbox_settings FROM workspaces WHERE id = ${workspaceId}`);
  const parsed = inboxSettingsSchema.safeParse(rows[0]?.inbox_settings);
  return parsed.success ? parsed.data : defaultInboxSettings();
}

export async function saveInboxSettings(
  db: Database,
  workspaceId: string,
  settings: InboxSettings,
): Promise<void> {
  await db.execute(sql`
    UPDATE workspaces SET inbox_settings = ${JSON.stringify(settings)}::jsonb WHERE id = ${workspaceId}`);
}
