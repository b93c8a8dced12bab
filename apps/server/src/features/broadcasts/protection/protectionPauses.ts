import { campaignResultsMessages as m } from '@griot/contract/campaigns/results/campaignResultsMessages';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The reasons a campaign pauses by itself to protect its number, as broadcasts.pause_reason stores
 * them: a code, put into words in the language of whoever reads it (protectionPauseText), never a
 * text written once in the language of a webhook that has none.
 */
export const PROTECTION_PAUSES = {
  flagged: 'quality:FLAGGED',
  downgrade: (tier: string) => `quality:DOWNGRADE:${tier}`,
  qualityRed: 'quality:RED',
  templateQuality: (template: string) => `template-quality:${template}`,
  accountRestricted: 'account:restricted',
  failureRate: (failed: number, attempts: number) => `failure-rate:${failed}/${attempts}`,
} as const;

/** A stored protection reason in words, in the language being spoken; undefined for any other text. */
export function protectionPauseText(stored: string): string | undefined {
  if (stored === PROTECTION_PAUSES.flagged) return m.pause.flagged;
  if (stored === PROTECTION_PAUSES.qualityRed) return m.pause.qualityRed;
  if (stored === PROTECTION_PAUSES.accountRestricted) return m.pause.accountRestricted;
  if (stored.startsWith('quality:DOWNGRADE:'))
    return m.pause.downgrade({ tier: tierInWords(stored.slice('quality:DOWNGRADE:'.length)) });
  if (stored.startsWith('template-quality:'))
    return m.pause.templateQuality({ template: stored.slice('template-quality:'.length) });
  const rate = /^failure-rate:(\d+)\/(\d+)$/.exec(stored);
  if (rate) return m.pause.failureRate({ failed: Number(rate[1]), attempts: Number(rate[2]) });
  return undefined;
}

/** TIER_1K → '1K' (Meta's tiers as the WhatsApp Manager shows them). */
function tierInWords(tier: string): string {
  return tier.replace(/^TIER_/, '');
}

/**
 * Pauses the running campaigns `where` selects (a fragment over `broadcasts b`) with `reason`,
 * marked as paused by themselves. A campaign already paused, cancelled or finished is left as it
 * is (a retried webhook, or a pause by hand, keeps its first reason). Returns the paused ids.
 */
export async function pauseRunningCampaigns(db: Database, where: SQL, reason: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE broadcasts b SET status = 'paused', pause_reason = ${reason}, paused_automatically_at = now()
    WHERE b.status = 'running' AND ${where}
    RETURNING b.id`);
  return result.rows.map((row) => row.id);
}
