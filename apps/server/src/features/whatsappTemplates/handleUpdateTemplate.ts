import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { eq, sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { editMetaTemplate } from '../../channels/meta/templateGraph';
import { templateGraphError } from '../../channels/meta/templateGraphErrors';
import { buildMetaComponents } from './buildMetaComponents';
import { invalidateBroadcastTemplates } from './invalidateBroadcastTemplates';
import { requireTemplate } from './requireTemplate';
import { requireTemplateAccount } from './templateAccount';
import { recordTemplateAudit } from './templateAudit';
import { editHeaderMediaHandle } from './templateHeaderMedia';
import { editBlocked, readStatus, toTemplateOutput } from './templateOutput';

/**
 * POST /whatsapp-accounts/{id}/templates/{templateId}: an edit as Meta allows it — only an
 * approved, rejected or paused template; an approved one at most once a day and 10 times in 30
 * days, its category fixed. The row stays locked from the check to the record, so two edits at
 * once cannot both pass the daily limit. Meta reviews it again: PENDING.
 */
export const handleUpdateTemplate = workspaceProcedures.whatsappTemplates.update.handler(
  async ({ input, context }) => {
    const account = await requireTemplateAccount(context, input.id);
    const { id: _account, templateId, ...content } = input;
    // Read first (another account's template: 404 before Meta hears of it); checked again locked.
    const before = await requireTemplate(context.db, account, templateId);
    const blockedBefore = editBlocked(before);
    if (blockedBefore) throw apiError(422, blockedBefore);
    const handle = await editHeaderMediaHandle(context, account, content, before);
    const row = await context.db.transaction(async (tx) => {
      const current = await requireTemplate(tx, account, templateId, { forUpdate: true });
      const blocked = editBlocked(current);
      if (blocked) throw apiError(422, blocked);
      const approved = readStatus(current.status) === 'APPROVED';
      if (approved && content.category !== current.category) throw apiError(422, m.edit.categoryLocked);
      if (!current.metaId) throw apiError(404, m.templateNotFound);
      const components = buildMetaComponents(content, handle);
      const edited = await editMetaTemplate(account.graph, current.metaId, {
        ...(approved ? {} : { category: content.category }),
        components,
      });
      if (!edited.ok) {
        const refused = templateGraphError(edited.error);
        throw apiError(refused.status, refused.message);
      }
      const [updated] = await tx
        .update(whatsappTemplates)
        .set({
          category: content.category,
          parameterFormat: content.parameter_format,
          components,
          content,
          status: 'PENDING',
          rejectedReason: null,
          approvedEdits: approved ? sql`array_append(${whatsappTemplates.approvedEdits}, now())` : undefined,
          updatedAt: new Date(),
        })
        .where(eq(whatsappTemplates.id, current.id))
        .returning();
      await recordTemplateAudit(tx, context, account, 'template.edited', updated ?? current);
      return updated ?? current;
    });
    await invalidateBroadcastTemplates(context.db, account.wabaId);
    return { success: true as const, message: m.updated, template: toTemplateOutput(row) };
  },
);
