import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { CampaignSummary, ReportRow } from '@griot/contract/broadcasts/broadcastSchemas';
import { REPORT_STATUSES } from '@griot/contract/broadcasts/reportStatus';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { graphErrorText } from '../../channels/meta/graphErrorReasons';
import { pauseReasonText } from './pauseReasons';
import { recipientNoteText } from './recipientNotes';

const SUCCESS = ['accepted', 'sent', 'delivered', 'read'];

/** The campaigns of a chatbot (or one), with their counts by outcome, newest first. */
export async function campaignSummaries(
  db: Database,
  chatbotId: string,
  campaignId?: string,
): Promise<CampaignSummary[]> {
  const result = await db.execute<{
    id: string;
    template_name: string;
    template_language: string;
    status: CampaignSummary['status'];
    total: number;
    skipped: number;
    succeeded: number;
    failed: number;
    errors: number;
    pending: number;
    delivered: number;
    read: number;
    replied: number;
    capped: number;
    created_at: string;
    finished_at: string | null;
    pause_reason: string | null;
  }>(sql`
    SELECT b.id, b.template_name, b.template_language, b.status, b.total, coalesce(c.skipped, 0) AS skipped, b.pause_reason,
      to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      to_char(b.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at,
      coalesce(c.succeeded, 0) AS succeeded, coalesce(c.failed, 0) AS failed, coalesce(c.errors, 0) AS errors,
      coalesce(c.pending, 0) AS pending, coalesce(c.delivered, 0) AS delivered, coalesce(c.read, 0) AS read,
      coalesce(c.replied, 0) AS replied, coalesce(c.capped, 0) AS capped
    FROM broadcasts b
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE r.status IN ('accepted', 'sent', 'delivered', 'read'))::int AS succeeded,
             count(*) FILTER (WHERE r.status = 'failed')::int AS failed,
             count(*) FILTER (WHERE r.status = 'error')::int AS errors,
             count(*) FILTER (WHERE r.status IN ('pending', 'sending', 'cancelled'))::int AS pending,
             count(*) FILTER (WHERE r.status IN ('delivered', 'read'))::int AS delivered,
             count(*) FILTER (WHERE r.status = 'read')::int AS read,
             count(*) FILTER (WHERE r.status = 'skipped')::int AS skipped,
             count(r.replied_at)::int AS replied,
             count(*) FILTER (WHERE r.status = 'capped')::int AS capped
      FROM broadcast_recipients r WHERE r.broadcast_id = b.id
    ) c ON true
    WHERE b.chatbot_id = ${chatbotId} ${campaignId ? sql`AND b.id = ${campaignId}` : sql``}
    ORDER BY b.created_at DESC
    LIMIT 50`);
  return result.rows.map((row) => ({
    id: row.id,
    template: row.template_name,
    langage: row.template_language,
    status: row.status,
    total: row.total,
    processed: row.succeeded + row.failed + row.errors + row.skipped + row.capped,
    succeeded: row.succeeded,
    failed: row.failed,
    errors: row.errors,
    pending: row.pending,
    skipped: row.skipped,
    delivered: row.delivered,
    read: row.read,
    replied: row.replied,
    capped: row.capped,
    created_at: row.created_at,
    finished_at: row.finished_at,
    pause_reason: row.status === 'paused' ? pauseReasonText(row.pause_reason) : null,
  }));
}

/**
 * A report row per recipient (index, phone, status, message id, error, time, reply and the
 * end-user's conversation), in campaign order: the page of `limit` rows
 * after `offset` (positions run 1…total, so the (broadcast_id, position) index reads only the page).
 */
export async function campaignReport(
  db: Database,
  campaignId: string,
  page: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const result = await db.execute<{
    position: number;
    phone: string;
    full_name: string;
    status: string;
    message_id: string | null;
    error_code: number | null;
    error_text: string | null;
    updated_at: string;
    replied_at: string | null;
    external_id: string;
  }>(sql`
    SELECT r.position, r.phone, eu.full_name, r.status, r.message_id, r.error_code, r.error_text,
      to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
      to_char(r.replied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS replied_at,
      eu.external_id
    FROM broadcast_recipients r JOIN end_users eu ON eu.id = r.end_user_id
    WHERE r.broadcast_id = ${campaignId} AND r.position > ${page.offset} AND r.position <= ${page.offset + page.limit}
    ORDER BY r.position`);
  return result.rows.map((row) => ({
    index: row.position,
    phone: row.phone,
    name: row.full_name,
    status: SUCCESS.includes(row.status)
      ? REPORT_STATUSES.success
      : row.status === 'failed'
        ? REPORT_STATUSES.failure
        : row.status === 'error'
          ? REPORT_STATUSES.error
          : REPORT_STATUSES.pending,
    delivery: row.status,
    messageId: row.message_id,
    errorDetails: reportErrorText(row.error_code, row.error_text),
    timestamp: row.updated_at,
    repliedAt: row.replied_at,
    usertel: row.external_id,
  }));
}

/**
 * A recipient's error as the report shows it: Meta's code explained in the screen's language (its
 * own text is English, kept in the row for support), or, when there is no code, the stored note
 * in words (recipientNotes.ts) or Meta's text.
 */
export function reportErrorText(code: number | null, text: string | null): string | null {
  if (!code) return recipientNoteText(text);
  return graphErrorText(code) ?? m.sendFailure({ code });
}
