import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { createMetaTemplate } from '../../channels/meta/templateGraph';
import { templateGraphError } from '../../channels/meta/templateGraphErrors';
import { buildMetaComponents } from './buildMetaComponents';
import { requireTemplateAccount } from './templateAccount';
import { recordTemplateAudit } from './templateAudit';
import { headerMediaHandle } from './templateHeaderMedia';
import { readStatus, toTemplateOutput } from './templateOutput';

/**
 * POST /whatsapp-accounts/{id}/templates: the template (checked by the contract against Meta's
 * rules) submitted to Meta, then kept with Meta's id and status (PENDING until the review's
 * webhook). A name already used in that language is refused here, before Meta is called.
 */
export const handleCreateTemplate = workspaceProcedures.whatsappTemplates.create.handler(
  async ({ input, context }) => {
    const account = await requireTemplateAccount(context, input.id);
    const { id: _account, name, language, ...content } = input;
    const [existing] = await context.db
      .select({ id: whatsappTemplates.id })
      .from(whatsappTemplates)
      .where(
        and(
          eq(whatsappTemplates.whatsappAccountId, account.id),
          eq(whatsappTemplates.name, name),
          eq(whatsappTemplates.language, language),
        ),
      );
    if (existing) throw apiError(409, m.duplicate({ name }));
    const components = buildMetaComponents(content, await headerMediaHandle(context, account, content));
    const created = await createMetaTemplate(account.graph, {
      name,
      language,
      category: content.category,
      ...(content.category === 'AUTHENTICATION' ? {} : { parameter_format: content.parameter_format }),
      components,
    });
    if (!created.ok) {
      const refused = templateGraphError(created.error);
      throw apiError(refused.status, refused.message);
    }
    const row = await context.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(whatsappTemplates)
        .values({
          workspaceId: account.workspaceId,
          whatsappAccountId: account.id,
          wabaId: account.wabaId,
          metaId: created.value.id,
          name,
          language,
          category: created.value.category,
          parameterFormat: content.parameter_format,
          components,
          content,
          status: readStatus(created.value.status),
          createdBy: context.session.user.id,
        })
        // A refresh may have copied it from Meta meanwhile: Meta's answer and our fields win.
        .onConflictDoUpdate({
          target: [whatsappTemplates.whatsappAccountId, whatsappTemplates.name, whatsappTemplates.language],
          set: {
            metaId: created.value.id,
            components,
            content,
            status: readStatus(created.value.status),
            updatedAt: new Date(),
          },
        })
        .returning();
      if (inserted) await recordTemplateAudit(tx, context, account, 'template.created', inserted);
      return inserted;
    });
    if (!row) throw apiError(500, m.templateNotFound);
    return { success: true as const, message: m.created, template: toTemplateOutput(row) };
  },
);
