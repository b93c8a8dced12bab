import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { invalidateBroadcastTemplates } from './invalidateBroadcastTemplates';

/** Meta's review events that are a status of ours; FLAGGED is a warning, REINSTATED an approval again. */
const STATUS_OF_EVENT: Record<string, string> = {
  APPROVED: 'APPROVED',
  REINSTATED: 'APPROVED',
  REJECTED: 'REJECTED',
  PENDING: 'PENDING',
  PAUSED: 'PAUSED',
  DISABLED: 'DISABLED',
  IN_APPEAL: 'IN_APPEAL',
  PENDING_DELETION: 'PENDING_DELETION',
  DELETED: 'DELETED',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  ARCHIVED: 'ARCHIVED',
};
const QUALITY = new Set(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);
const CATEGORIES = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION']);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A template's review and quality as Meta's webhook reports them (message_template_status_update,
 * message_template_quality_update, template_category_update) applied to our copy of the WABA's
 * templates: found by WABA and Meta's id, else name and language, within the chatbot's workspace
 * (a webhook signed for one workspace's chatbot changes nothing of another's). Idempotent: a
 * retried webhook finds the values already there and changes nothing. The rejection reason is kept
 * as Meta's code; the screen says it in words. The broadcast models of the WABA are read afresh.
 */
export async function applyTemplateEvents(
  db: Database,
  chatbotId: string,
  events: readonly WhatsAppAccountEvent[],
): Promise<void> {
  const relevant = events.filter(
    (event) => event.field !== 'phone_number_quality_update' && event.field !== 'account_update',
  );
  if (relevant.length === 0) return;
  const [chatbot] = await db
    .select({ workspaceId: chatbots.workspaceId })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId));
  if (!chatbot?.workspaceId) return;
  const changedWabas = new Set<string>();
  for (const event of relevant) {
    const change = templateChange(event);
    if (!change) continue;
    const value = event.value;
    const metaId = text(value.message_template_id);
    const name = text(value.message_template_name);
    const language = text(value.message_template_language);
    const named =
      name !== '' && language !== ''
        ? and(eq(whatsappTemplates.name, name), eq(whatsappTemplates.language, language))
        : undefined;
    const byId = metaId !== '' ? eq(whatsappTemplates.metaId, metaId) : undefined;
    const which = byId && named ? or(byId, and(named, isNull(whatsappTemplates.metaId))) : (byId ?? named);
    if (!which) continue;
    const updated = await db
      .update(whatsappTemplates)
      .set({ ...change.set, updatedAt: new Date() })
      .where(
        and(
          eq(whatsappTemplates.wabaId, event.wabaId),
          eq(whatsappTemplates.workspaceId, chatbot.workspaceId),
          which,
          change.differs,
        ),
      )
      .returning({ id: whatsappTemplates.id });
    if (updated.length > 0) changedWabas.add(event.wabaId);
  }
  for (const wabaId of changedWabas) await invalidateBroadcastTemplates(db, wabaId);
}

/** What an event sets, and the condition under which it changes anything (idempotence). */
function templateChange(
  event: WhatsAppAccountEvent,
): { set: Partial<typeof whatsappTemplates.$inferInsert>; differs: SQL | undefined } | undefined {
  const value = event.value;
  if (event.field === 'message_template_status_update') {
    const status = STATUS_OF_EVENT[text(value.event).toUpperCase()];
    if (!status) return undefined;
    const reason = status === 'REJECTED' ? text(value.reason).toUpperCase() || 'NONE' : null;
    return {
      set: { status, rejectedReason: reason },
      differs: sql`(${whatsappTemplates.status} IS DISTINCT FROM ${status} OR ${whatsappTemplates.rejectedReason} IS DISTINCT FROM ${reason})`,
    };
  }
  if (event.field === 'message_template_quality_update') {
    const quality = text(value.new_quality_score).toUpperCase();
    if (!QUALITY.has(quality)) return undefined;
    return {
      set: { qualityScore: quality },
      differs: sql`${whatsappTemplates.qualityScore} IS DISTINCT FROM ${quality}`,
    };
  }
  if (event.field === 'template_category_update') {
    const category = text(value.new_category).toUpperCase();
    if (!CATEGORIES.has(category)) return undefined;
    return { set: { category }, differs: sql`${whatsappTemplates.category} IS DISTINCT FROM ${category}` };
  }
  return undefined;
}
