import { workspaceProcedures } from '../../api/procedures';
import { requireInboxConversation } from '../../domain/inbox/requireInboxConversation';
import { approvedTemplates, requireTemplateSender, toInboxTemplate } from './inboxTemplates';

/** GET /inbox/conversations/{id}/templates: what can be sent once WhatsApp's 24-hour window closed. */
export const handleTemplates = workspaceProcedures.inbox.templates.handler(async ({ input, context }) => {
  const { chatbot } = await requireInboxConversation(context, input.id);
  const sender = await requireTemplateSender(context, chatbot);
  const models = await approvedTemplates(context, sender);
  return { success: true as const, templates: models.map(toInboxTemplate) };
});
