import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/**
 * Forgets the broadcast models cached for every chatbot of the WABA (broadcast_template_cache),
 * so a template approved, paused, edited or deleted shows in the broadcast list at the next read
 * instead of after the cache's five minutes.
 */
export async function invalidateBroadcastTemplates(db: Database, wabaId: string): Promise<void> {
  await db.execute(sql`DELETE FROM broadcast_template_cache WHERE waba_id = ${wabaId}`);
}
