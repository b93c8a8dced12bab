import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { deleteMetaTemplate } from '../../channels/meta/templateGraph';
import { templateGraphError } from '../../channels/meta/templateGraphErrors';
import { invalidateBroadcastTemplates } from './invalidateBroadcastTemplates';
import { requireTemplate } from './requireTemplate';
import { requireTemplateAccount } from './templateAccount';
import { recordTemplateAudit } from './templateAudit';

/**
 * DELETE /whatsapp-accounts/{id}/templates/{templateId}: Meta deletes a template by name, in every
 * language, so every language of that name goes from our copy too (the screen's confirmation
 * says so). Deleted at Meta first: a refusal leaves ours as it was.
 */
export const handleRemoveTemplate = workspaceProcedures.whatsappTemplates.remove.handler(
  async ({ input, context }) => {
    const account = await requireTemplateAccount(context, input.id);
    const template = await requireTemplate(context.db, account, input.templateId);
    const deleted = await deleteMetaTemplate(account.graph, template.name);
    if (!deleted.ok) {
      const refused = templateGraphError(deleted.error);
      throw apiError(refused.status, refused.message);
    }
    const removed = await context.db.transaction(async (tx) => {
      const rows = await tx
        .delete(whatsappTemplates)
        .where(
          and(eq(whatsappTemplates.whatsappAccountId, account.id), eq(whatsappTemplates.name, template.name)),
        )
        .returning({ id: whatsappTemplates.id });
      // One line for the name: Meta deleted every language of it.
      await recordTemplateAudit(tx, context, account, 'template.deleted', template);
      return rows;
    });
    await invalidateBroadcastTemplates(context.db, account.wabaId);
    return {
      success: true as const,
      message: m.removed({ name: template.name }),
      removed: removed.map((row) => row.id),
    };
  },
);
