import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

export type CampaignAction = 'pause' | 'resume' | 'cancel';

const STATUS_AFTER: Record<CampaignAction, string> = {
  pause: 'paused',
  resume: 'running',
  cancel: 'cancelled',
};

/**
 * Pauses, resumes or cancels a campaign that has not finished; a cancel also cancels its
 * recipients still waiting, in the same statement. `alsoInTransaction` runs in the same
 * transaction when the campaign's status does change (the audit record): pausing a paused
 * campaign, or one that finished meanwhile, records nothing.
 */
export async function controlCampaign(
  db: Database,
  campaignId: string,
  action: CampaignAction,
  alsoInTransaction?: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.execute<{ status: string }>(
      sql`SELECT status FROM broadcasts WHERE id = ${campaignId} FOR UPDATE`,
    );
    const status = before.rows[0]?.status;
    await applyControl(tx, campaignId, action);
    if ((status === 'running' || status === 'paused') && status !== STATUS_AFTER[action])
      await alsoInTransaction?.(tx);
  });
}

async function applyControl(db: Database, campaignId: string, action: CampaignAction): Promise<void> {
  if (action === 'cancel')
    await db.execute(sql`
      WITH stopped AS (
        UPDATE broadcasts SET status = 'cancelled', finished_at = now() WHERE id = ${campaignId} RETURNING id
      )
      UPDATE broadcast_recipients SET status = 'cancelled', updated_at = now()
      WHERE broadcast_id IN (SELECT id FROM stopped) AND status IN ('pending', 'held')`);
  else
    await db.execute(sql`
      UPDATE broadcasts SET status = ${action === 'pause' ? 'paused' : 'running'}, pause_reason = NULL
      WHERE id = ${campaignId} AND status IN ('running', 'paused')`);
}
