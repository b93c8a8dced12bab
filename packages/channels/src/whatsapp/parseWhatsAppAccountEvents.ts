import { isRecord, readArray, readRecord, readString } from '../isRecord';

/**
 * The account-level fields a WhatsApp Business Account's webhook delivers besides conversation
 * traffic: a template's review (APPROVED, REJECTED with its reason, PAUSED, DISABLED…), a
 * template's quality, a template's category changed by Meta, the number's quality and messaging
 * limit (FLAGGED, DOWNGRADE, UPGRADE…), and account-wide decisions (restrictions, bans).
 */
export const WHATSAPP_ACCOUNT_FIELDS = [
  'message_template_status_update',
  'message_template_quality_update',
  'template_category_update',
  'phone_number_quality_update',
  'account_update',
] as const;
export type WhatsAppAccountField = (typeof WHATSAPP_ACCOUNT_FIELDS)[number];

/** One account-level change: the WABA it is about (entry.id), its field, and Meta's value as sent. */
export interface WhatsAppAccountEvent {
  wabaId: string;
  field: WhatsAppAccountField;
  value: Record<string, unknown>;
}

const ACCOUNT_FIELDS: ReadonlySet<string> = new Set(WHATSAPP_ACCOUNT_FIELDS);

/**
 * The account-level changes of a webhook body (parseWhatsAppWebhook reads the messages and
 * statuses of the same body). Never throws: what cannot be read is left out; each consumer reads
 * the value's fields it knows.
 */
export function parseWhatsAppAccountEvents(body: unknown): WhatsAppAccountEvent[] {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return [];
  const events: WhatsAppAccountEvent[] = [];
  for (const entry of readArray(body, 'entry')) {
    if (!isRecord(entry)) continue;
    const wabaId = readString(entry, 'id');
    if (!wabaId) continue;
    for (const change of readArray(entry, 'changes')) {
      if (!isRecord(change) || typeof change.field !== 'string' || !ACCOUNT_FIELDS.has(change.field))
        continue;
      const value = readRecord(change, 'value');
      if (value) events.push({ wabaId, field: change.field as WhatsAppAccountField, value });
    }
  }
  return events;
}
