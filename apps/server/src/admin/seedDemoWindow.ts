import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * The demo writes most of its conversations as they stand rather than playing them through the
 * runtime: their last inbound time goes to their end-users, as the activity catch-up carries a
 * round's (end_users.last_inbound_at, the campaigns' 24-hour window, migration 0052), in the
 * workspaces the demo account belongs to only. Never moves a time back.
 */
export async function seedDemoWindow(db: Database, demoUserId: string): Promise<void> {
  await db.execute(sql`
    UPDATE end_users eu SET last_inbound_at = c.last_inbound_at
    FROM conversations c
    JOIN workspace_members m ON m.workspace_id = c.workspace_id AND m.user_id = ${demoUserId}
    WHERE c.end_user_id = eu.id AND c.last_inbound_at > coalesce(eu.last_inbound_at, '-infinity')`);
}
