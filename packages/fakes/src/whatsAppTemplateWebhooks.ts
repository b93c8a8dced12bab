import { nowSeconds } from './ids';
import type { FakeTemplate } from './whatsAppTemplates';

/** Meta's sample WABA id, the one seed-demo gives its WhatsApp chatbot. */
export const FAKE_WABA_ID = '102290129340398';

/** An account-level change (`field`) of a WABA, as Meta wraps it. */
function wrapAccountChange(
  wabaId: string,
  field: string,
  value: Record<string, unknown>,
): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: wabaId, time: nowSeconds(), changes: [{ value, field }] }],
  };
}

const templateRef = (template: FakeTemplate) => ({
  message_template_id: Number(template.id),
  message_template_name: template.name,
  message_template_language: template.language,
});

/** `message_template_status_update`: APPROVED, REJECTED (with `reason`), PAUSED, DISABLED… */
export function buildTemplateStatusWebhook(
  wabaId: string,
  template: FakeTemplate,
  event: string,
  reason = 'NONE',
): Record<string, unknown> {
  return wrapAccountChange(wabaId, 'message_template_status_update', {
    event,
    ...templateRef(template),
    reason: event === 'REJECTED' ? reason : 'NONE',
  });
}

/** `message_template_quality_update`: the previous and new quality score. */
export function buildTemplateQualityWebhook(
  wabaId: string,
  template: FakeTemplate,
  previous: string,
  next: string,
): Record<string, unknown> {
  return wrapAccountChange(wabaId, 'message_template_quality_update', {
    previous_quality_score: previous,
    new_quality_score: next,
    ...templateRef(template),
  });
}
