import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

export type CampaignAction = 'pause' | 'resume' | 'cancel';

/**
 * Pauses, resumes or cancels a campaign that has not finished; a cancel also cancels its
 * recipients still waiting, in the same statement.
 */
export async function controlCampaign(
  db: Database,
  campaignId: string,
  action: CampaignAction,
): Promise<void> {
  if (action === 'cancel')
    await db.execute(sql`
      WITH stopped AS (
        UPDATE broadcasts SET status = 'cancelled', finished_at = now() WHERE id = ${campaignId} RETURNING id
      )
      UPDATE broadcast_recipients SET status = 'cancelled', updated_at = now()
      WHERE broadcast_id IN (SELECT id FROM stopped) AND status = 'pending'`);
  else
    await db.execute(sql`
      UPDATE broadcasts SET status = ${action === 'pause' ? 'paused' : 'running'}, pause_reason = NULL
      WHERE id = ${campaignId} AND status IN ('running', 'paused')`);
}
