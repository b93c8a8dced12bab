import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';

/** Meta's messaging limit tiers: distinct customers a number may open per rolling 24 hours (null: unlimited). */
export function tierLimit(tier: string): number | null {
  if (tier === 'TIER_UNLIMITED') return null;
  const match = /^TIER_(\d+)(K?)$/.exec(tier);
  if (!match) return 250;
  return Number(match[1]) * (match[2] === 'K' ? 1000 : 1);
}

/**
 * The number's limit and what it used: the distinct customers its template campaigns reached in
 * the last 24 hours (a local model is free-form inside the window: it opens nobody). Null when the
 * number is no WhatsApp account of the workspace.
 */
export async function messagingLimitUse(
  db: Database,
  workspaceId: string,
  phoneNumberId: string,
): Promise<{ tier: string; limit: number | null; usedToday: number } | null> {
  if (phoneNumberId === '') return null;
  const result = await db.execute<{ tier: string; used: number }>(sql`
    SELECT wa.messaging_limit_tier AS tier, (
      SELECT count(DISTINCT r.phone)::int FROM broadcasts b
      JOIN broadcast_recipients r ON r.broadcast_id = b.id
        AND r.status IN ('accepted', 'sent', 'delivered', 'read')
        AND r.updated_at > now() - interval '24 hours'
        AND coalesce(r.sent_at, r.updated_at) > now() - interval '24 hours'
      WHERE b.phone_number_id = wa.phone_number_id
        AND (b.finished_at IS NULL OR b.finished_at > now() - interval '24 hours')
        AND coalesce(b.model->>'source', 'whatsapp') <> 'local'
    ) AS used
    FROM whatsapp_accounts wa
    WHERE wa.workspace_id = ${workspaceId} AND wa.phone_number_id = ${phoneNumberId}
    LIMIT 1`);
  const row = result.rows[0];
  if (!row) return null;
  return { tier: row.tier, limit: tierLimit(row.tier), usedToday: row.used };
}
