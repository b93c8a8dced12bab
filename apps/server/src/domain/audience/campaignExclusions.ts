import {
  FORECAST_EXCLUSIONS,
  type ForecastExclusion,
} from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Why a campaign leaves a matched end-user out, in the order the reasons are told: someone opted
 * out AND outside the window counts as opted out, once. The campaign's start stores the first
 * reason as the recipient's note; the forecast counts each reason with the same expressions, so
 * what it announces is what the start does.
 */
export const EXCLUSION_REASONS = FORECAST_EXCLUSIONS;
export type ExclusionReason = ForecastExclusion;

/** What decides the exclusions: the chatbot (its workspace's frequency cap) and the model sent. */
export interface CampaignExclusionScope {
  chatbotId: string;
  /** A local model goes as free-form text: only inside the end-user's 24-hour window. */
  local: boolean;
  /** Meta's category of the template ('MARKETING', 'UTILITY', 'AUTHENTICATION'); '' for a local model. */
  category: string;
}

/**
 * The SQL of the exclusions over `end_users eu`. `reasons` are predicates, each true when that
 * reason applies (earlier reasons not tested): `firstReason` picks the first that applies. Every
 * one reads the end-user's own row (the window and the frequency cap from columns kept for them,
 * migration 0052), so a million end-users are one parallel pass that joins nothing. The window's
 * column is applied with the activity backlog: callers run `catchUpActivity` first.
 */
export function campaignExclusions(scope: CampaignExclusionScope): {
  recipientPhone: SQL;
  insideWindow: SQL;
  reasons: Record<ExclusionReason, SQL>;
} {
  const recipientPhone = sql`(CASE WHEN eu.phone <> '' THEN eu.phone ELSE '+' || eu.external_id END)`;
  // The window the send checks (conversations.last_inbound_at), as the end-user's copy: NULL for
  // someone who never wrote, which a CASE takes as false. The limit is computed once per statement
  // (a sub-select), not once per end-user.
  const insideWindow = sql`(eu.last_inbound_at > (SELECT now() - interval '24 hours'))`;
  const marketing = !scope.local && scope.category.toUpperCase() === 'MARKETING';
  return {
    recipientPhone,
    insideWindow,
    reasons: {
      optedOut: sql`eu.opted_out_at IS NOT NULL`,
      invalidNumber: sql`eu.invalid_number_at IS NOT NULL`,
      notOnWhatsApp: sql`eu.channel <> 'whatsapp'`,
      outsideWindow: scope.local ? sql`NOT coalesce(${insideWindow}, false)` : sql`false`,
      // Meta requires an opt-in before a marketing template: an imported contact who gave none is
      // never sent one (end-users who wrote to the chatbot opened the conversation themselves).
      noMarketingOptIn: marketing ? sql`(eu.imported_at IS NOT NULL AND eu.opt_in_at IS NULL)` : sql`false`,
      frequencyCap: sql`eu.campaign_reached_at > (${frequencyCapStart(scope.chatbotId)})`,
    },
  };
}

/**
 * Since when a number reached by a campaign of the chatbot's workspace is spared (none when its cap
 * is 0: NULL, which no time passes). end_users.campaign_reached_at is the last time Meta took a
 * campaign's send to that number (the recipient's sent_at, even if a later status failed it), kept
 * by number across the workspace's chatbots (0052): a customer of two chatbots of the workspace is
 * spared both. Evaluated once per statement.
 */
function frequencyCapStart(chatbotId: string): SQL {
  return sql`
    SELECT now() - make_interval(hours => w.frequency_cap_hours)
    FROM chatbots own JOIN workspaces w ON w.id = own.workspace_id AND w.frequency_cap_hours > 0
    WHERE own.id = ${chatbotId}`;
}

/** The first reason that applies, as `notes[reason]` (NULL when none does: the end-user is sent). */
export function firstReason(
  reasons: Record<ExclusionReason, SQL>,
  notes: Record<ExclusionReason, string>,
): SQL {
  const branches = EXCLUSION_REASONS.map((reason) => sql`WHEN ${reasons[reason]} THEN ${notes[reason]}`);
  return sql`(CASE ${sql.join(branches, sql` `)} END)`;
}

/**
 * The first reason that applies as its position in EXCLUSION_REASONS plus one (0: none applies, the
 * end-user is sent): a small integer is what a million-row aggregate groups by fastest.
 */
export function firstReasonIndex(reasons: Record<ExclusionReason, SQL>): SQL {
  const branches = EXCLUSION_REASONS.map(
    (reason, index) => sql`WHEN ${reasons[reason]} THEN ${sql.raw(String(index + 1))}`,
  );
  return sql`(CASE ${sql.join(branches, sql` `)} ELSE 0 END)`;
}
