import type { AbVariant } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import type { Database } from '@griot/db/openDatabase';
import type { StoredAbTest } from '@griot/db/schema/campaignPlans';
import { sql } from 'drizzle-orm';

const SENT = sql`('accepted', 'sent', 'delivered', 'read')`;

/**
 * Splits a new campaign's pending recipients: sharePercent get A, as many get B, the rest waits
 * 'held' for the winner. The order is random but reproducible (an md5 of the campaign and the
 * end-user), so a run repeated after a crash splits the same way.
 */
export async function assignVariants(tx: Database, campaignId: string, sharePercent: number): Promise<void> {
  await tx.execute(sql`
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY md5(broadcast_id::text || end_user_id::text), id) AS n,
        greatest(1, floor(count(*) OVER () * ${sharePercent} / 100.0)) AS share
      FROM broadcast_recipients WHERE broadcast_id = ${campaignId} AND status = 'pending'
    )
    UPDATE broadcast_recipients r SET
      variant = CASE WHEN ranked.n <= ranked.share THEN 'A' WHEN ranked.n <= 2 * ranked.share THEN 'B' END,
      status = CASE WHEN ranked.n <= 2 * ranked.share THEN 'pending' ELSE 'held' END
    FROM ranked WHERE r.id = ranked.id`);
}

/** A variant's sends, reads and replies so far. */
export type VariantCounts = {
  variant: AbVariant;
  recipients: number;
  sent: number;
  read: number;
  replied: number;
};

export async function variantCounts(db: Database, campaignId: string): Promise<VariantCounts[]> {
  const { rows } = await db.execute<VariantCounts>(sql`
    SELECT v.variant, count(r.id)::int AS recipients,
      count(r.id) FILTER (WHERE r.status IN ${SENT})::int AS sent,
      count(r.id) FILTER (WHERE r.status = 'read')::int AS read,
      count(r.replied_at)::int AS replied
    FROM (VALUES ('A'), ('B')) v(variant)
    LEFT JOIN broadcast_recipients r ON r.broadcast_id = ${campaignId} AND r.variant = v.variant
    GROUP BY v.variant ORDER BY v.variant`);
  return rows;
}

/** A rate of a variant, 0–1; null before any send. */
export function rateOf(counts: VariantCounts, metric: StoredAbTest['metric']): number | null {
  if (counts.sent === 0) return null;
  return (metric === 'read' ? counts.read : counts.replied) / counts.sent;
}

/** The winner by the test's metric; a tie (or nothing sent) goes to A. */
export function winnerOf(counts: VariantCounts[], metric: StoredAbTest['metric']): AbVariant {
  const a = rateOf(counts.find((row) => row.variant === 'A') ?? emptyCounts('A'), metric) ?? 0;
  const b = rateOf(counts.find((row) => row.variant === 'B') ?? emptyCounts('B'), metric) ?? 0;
  return b > a ? 'B' : 'A';
}

function emptyCounts(variant: AbVariant): VariantCounts {
  return { variant, recipients: 0, sent: 0, read: 0, replied: 0 };
}

/**
 * The winner goes to the held rest: they become pending (the worker sends them the winner's model,
 * see claimRecipients) and the campaign runs again if it had finished its test share.
 */
export async function releaseWinner(tx: Database, campaignId: string, winner: AbVariant): Promise<void> {
  await tx.execute(sql`
    UPDATE broadcasts SET ab_winner = ${winner}, ab_phase = 'decided' WHERE id = ${campaignId}`);
  await tx.execute(sql`
    UPDATE broadcast_recipients SET status = 'pending', next_attempt_at = now(), updated_at = now()
    WHERE broadcast_id = ${campaignId} AND status = 'held'`);
  await tx.execute(sql`SELECT pg_notify('griot_broadcasts', ${campaignId})`);
}

/**
 * Tests whose delay has passed (by `now`): 'auto' sends the winner to the rest, 'manual' waits for
 * the owner's pick ('En attente de votre choix'). Each in its own transaction, locked so two
 * schedulers never decide the same test twice. Returns the campaigns released.
 */
export async function decideDueTests(db: Database, now: number): Promise<string[]> {
  const released: string[] = [];
  for (;;) {
    const decided = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string; ab_test: StoredAbTest }>(sql`
        SELECT id, ab_test FROM broadcasts
        WHERE ab_phase = 'testing' AND ab_decide_at <= ${new Date(now).toISOString()}::timestamptz
        ORDER BY ab_decide_at LIMIT 1 FOR UPDATE SKIP LOCKED`);
      const campaign = rows[0];
      if (!campaign) return undefined;
      if (campaign.ab_test.pick === 'manual') {
        await tx.execute(sql`UPDATE broadcasts SET ab_phase = 'awaitingChoice' WHERE id = ${campaign.id}`);
        return campaign.id;
      }
      await releaseWinner(
        tx,
        campaign.id,
        winnerOf(await variantCounts(tx, campaign.id), campaign.ab_test.metric),
      );
      released.push(campaign.id);
      return campaign.id;
    });
    if (!decided) return released;
  }
}
