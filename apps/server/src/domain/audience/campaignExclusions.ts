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
 * reason applies (earlier reasons not tested): `firstReason` picks the first that applies. The
 * window and the frequency cap are uncorrelated INs, which PostgreSQL hashes once per statement
 * rather than probing per end-user: a million end-users cost one pass.
 */
export function campaignExclusions(scope: CampaignExclusionScope): {
  recipientPhone: SQL;
  insideWindow: SQL;
  reasons: Record<ExclusionReason, SQL>;
} {
  const recipientPhone = sql`(CASE WHEN eu.phone <> '' THEN eu.phone ELSE '+' || eu.external_id END)`;
  const insideWindow = sql`(eu.id IN (${insideWindowEndUsers(scope.chatbotId)}))`;
  const marketing = !scope.local && scope.category.toUpperCase() === 'MARKETING';
  return {
    recipientPhone,
    insideWindow,
    reasons: {
      optedOut: sql`eu.opted_out_at IS NOT NULL`,
      invalidNumber: sql`eu.invalid_number_at IS NOT NULL`,
      notOnWhatsApp: sql`eu.channel <> 'whatsapp'`,
      outsideWindow: scope.local ? sql`NOT ${insideWindow}` : sql`false`,
      // Meta requires an opt-in before a marketing template: an imported contact who gave none is
      // never sent one (end-users who wrote to the chatbot opened the conversation themselves).
      noMarketingOptIn: marketing ? sql`(eu.imported_at IS NOT NULL AND eu.opt_in_at IS NULL)` : sql`false`,
      frequencyCap: sql`${recipientPhone} IN (${recentlyReachedPhones(scope.chatbotId)})`,
    },
  };
}

/**
 * The chatbot's end-users who wrote within 24 hours (conversations.last_inbound_at, the window the
 * start and the send check): a free-form message reaches only them. Read once per statement.
 */
function insideWindowEndUsers(chatbotId: string): SQL {
  return sql`
    SELECT c.end_user_id FROM conversations c
    WHERE c.chatbot_id = ${chatbotId} AND c.last_inbound_at > now() - interval '24 hours'`;
}

/**
 * The numbers any campaign of the chatbot's workspace reached within its frequency cap (none when
 * the cap is 0): by phone, so a customer of two chatbots of the workspace is spared both.
 */
function recentlyReachedPhones(chatbotId: string): SQL {
  return sql`
    SELECT r.phone FROM chatbots own
    JOIN workspaces w ON w.id = own.workspace_id AND w.frequency_cap_hours > 0
    JOIN chatbots c ON c.workspace_id = w.id
    JOIN broadcasts b ON b.chatbot_id = c.id
      AND (b.finished_at IS NULL OR b.finished_at > now() - make_interval(hours => w.frequency_cap_hours))
    JOIN broadcast_recipients r ON r.broadcast_id = b.id
      -- Reached: Meta took the message (the same list as the partial index's predicate).
      AND r.status IN ('accepted', 'sent', 'delivered', 'read')
      -- updated_at (indexed) is never before sent_at (0049): the first narrows, the second decides.
      AND r.updated_at > now() - make_interval(hours => w.frequency_cap_hours)
      AND coalesce(r.sent_at, r.updated_at) > now() - make_interval(hours => w.frequency_cap_hours)
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
