import { campaignResultsMessages as m } from '@griot/contract/campaigns/results/campaignResultsMessages';
import type { Database } from '@griot/db/openDatabase';
import { currentLanguage } from '@griot/i18n/currentLanguage';
import { sql } from 'drizzle-orm';
import { type CsvValue, csvFileLines } from '../../../lib/csvFile';
import { cursorRows } from '../../../lib/cursorRows';
import type { CampaignResultsWords } from './campaignResultsWords';
import { requireWorkspaceCampaign } from './workspaceCampaign';

/** A validated report: its file name and its lines (the BOM and the header first), read lazily. */
export interface CampaignReportFile {
  fileName: string;
  lines: AsyncIterable<string>;
}

interface ReportRow {
  full_name: string;
  phone: string;
  status: string;
  variant: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  replied_at: string | null;
  error_code: number | null;
  error_text: string | null;
  external_id: string;
}

/**
 * GET /broadcasts/{id}/report.csv: one line per recipient in campaign order — name, number,
 * status in words, A/B variant, when it was sent, delivered and read (local to the workspace),
 * whether they wrote back within 24 h and when, the error in words, and a link to their
 * conversation. Checked (campaign of the workspace) before a byte is written; the rows come
 * through a server-side cursor, so a 100,000-recipient campaign streams in steady memory.
 */
export async function prepareCampaignReportCsv(
  db: Database,
  workspaceId: string,
  campaignId: string,
  options: { words: CampaignResultsWords; publicUrl: string },
): Promise<CampaignReportFile> {
  const campaign = await requireWorkspaceCampaign(db, workspaceId, campaignId);
  const separator = currentLanguage() === 'en' ? ',' : ';';
  const columns = m.report.columns;
  const header = [
    columns.name,
    columns.phone,
    columns.status,
    columns.variant,
    columns.sentAt,
    columns.deliveredAt,
    columns.readAt,
    columns.replied,
    columns.repliedAt,
    columns.error,
    columns.conversation,
  ];
  const zone = campaign.timeZone;
  // The variant column comes with A/B campaigns (0048): read through to_jsonb, it is null before.
  const query = sql`
    SELECT eu.full_name, r.phone, r.status, to_jsonb(r)->>'variant' AS variant,
      to_char(r.sent_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS sent_at,
      to_char(r.delivered_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS delivered_at,
      to_char(r.read_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS read_at,
      to_char(r.replied_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS replied_at,
      r.error_code, r.error_text, eu.external_id
    FROM broadcast_recipients r JOIN end_users eu ON eu.id = r.end_user_id
    WHERE r.broadcast_id = ${campaign.id}
    ORDER BY r.position`;
  const conversationBase = `${options.publicUrl}/dashboard/chat/${campaign.chatbotId}/`;
  async function* rows(): AsyncGenerator<readonly CsvValue[]> {
    for await (const row of cursorRows<ReportRow>(db, query)) {
      yield [
        row.full_name,
        row.phone,
        statusInWords(row.status),
        row.variant,
        row.sent_at,
        row.delivered_at,
        row.read_at,
        row.replied_at ? m.report.yes : m.report.no,
        row.replied_at,
        // Capped: Meta's own words say 'try again later'; ours say it was tried, and why it stopped.
        row.status === 'capped' ? m.capped : options.words.recipientError(row.error_code, row.error_text),
        `${conversationBase}${encodeURIComponent(row.external_id)}`,
      ];
    }
  }
  return {
    fileName: m.report.fileName({
      name: fileNamePart(campaign.name) || campaign.id.slice(0, 8),
      day: campaign.day,
    }),
    lines: csvFileLines(header, rows(), separator),
  };
}

function statusInWords(status: string): string {
  const words: Record<string, string> = m.report.statuses;
  return Object.hasOwn(words, status) ? (words[status] ?? status) : status;
}

/** A campaign's name as part of a file name: ASCII letters, digits and dashes, at most 40 (maybe none). */
function fileNamePart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
}
