import {
  whatsappTemplateMessages as m,
  rejectedReasonText,
} from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import {
  EDITABLE_TEMPLATE_STATUSES,
  type TemplateCategory,
  type TemplateContent,
  type TemplateParameterFormat,
  type TemplateQuality,
  type TemplateStatus,
  templateContentSchema,
  templateQualitySchema,
  templateStatusSchema,
  type WhatsAppTemplate,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import type { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { currentLanguage } from '@griot/i18n/currentLanguage';
import { INTL_LOCALES } from '@griot/i18n/languages';
import { workspaceTimeZone } from '../../runtime/chatbotRuntimeCache';
import { readMetaComponents } from './readMetaComponents';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;

const DAY_MS = 24 * 3600_000;
/** Meta: an approved template is edited at most once in 24 hours and 10 times in 30 days. */
export const EDITS_PER_MONTH = 10;

/** Why the template cannot be edited now, in the reader's words, or null when it can. */
export function editBlocked(
  row: Pick<TemplateRow, 'status' | 'approvedEdits'>,
  now = new Date(),
): string | null {
  const status = readStatus(row.status);
  if (!EDITABLE_TEMPLATE_STATUSES.includes(status)) return m.edit.notEditable({ status: m.statuses[status] });
  if (status !== 'APPROVED') return null;
  const recent = row.approvedEdits.filter((at) => now.getTime() - at.getTime() < 30 * DAY_MS);
  if (recent.length >= EDITS_PER_MONTH) return m.edit.tenPerMonth;
  const last = recent.reduce<Date | undefined>(
    (latest, at) => (!latest || at > latest ? at : latest),
    undefined,
  );
  if (last && now.getTime() - last.getTime() < DAY_MS) {
    const date = new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: workspaceTimeZone(undefined),
    }).format(new Date(last.getTime() + DAY_MS));
    return m.edit.oncePerDay({ date });
  }
  return null;
}

export function readStatus(value: string): TemplateStatus {
  const parsed = templateStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : 'PENDING';
}

function readQuality(value: string): TemplateQuality {
  const parsed = templateQualitySchema.safeParse(value);
  return parsed.success ? parsed.data : 'UNKNOWN';
}

/** The builder's fields of a row: as Griot stored them, else read from Meta's components. */
function rowContent(row: TemplateRow): TemplateContent {
  const stored = templateContentSchema.safeParse({ ...row.content, category: row.category });
  if (stored.success && Object.keys(row.content).length > 0) return stored.data;
  return readMetaComponents(
    row.components,
    row.category as TemplateCategory,
    row.parameterFormat as TemplateParameterFormat,
  );
}

/** Why the status is what it is, in words: the rejection reason, a pause, a disabling. */
function statusReason(status: TemplateStatus, reason: string | null): string | null {
  if (status === 'REJECTED') return rejectedReasonText(reason ?? 'NONE');
  if (status === 'PAUSED') return m.pausedReason;
  if (status === 'DISABLED') return m.disabledReason;
  return null;
}

/** A row as the screen reads it. */
export function toTemplateOutput(row: TemplateRow): WhatsAppTemplate {
  const status = readStatus(row.status);
  return {
    ...rowContent(row),
    id: row.id,
    whatsapp_account_id: row.whatsappAccountId,
    meta_id: row.metaId,
    name: row.name,
    language: row.language,
    status,
    rejected_reason: status === 'REJECTED' ? (row.rejectedReason ?? 'NONE') : null,
    status_reason: statusReason(status, row.rejectedReason),
    quality_score: readQuality(row.qualityScore),
    components: row.components,
    edit_blocked: editBlocked(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
