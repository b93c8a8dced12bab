import { inboxMessages as m } from '@griot/contract/inbox/inboxMessages';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { classifySendResponse } from '../../channels/meta/classifySendResponse';
import { createGraphClient } from '../../channels/meta/graphClient';
import { graphErrorText } from '../../channels/meta/graphErrorReasons';
import { agentChatMessage, storeAgentMessages } from '../../domain/conversations/storeAgentMessages';
import {
  requireInboxConversation,
  rereadInboxConversation,
} from '../../domain/inbox/requireInboxConversation';
import { approvedTemplates, requireTemplateSender } from './inboxTemplates';
import { templateDraft, templateFillings, templatePayload } from './templateMessage';

/**
 * POST /inbox/conversations/{id}/template: an approved WhatsApp template to the customer (what
 * WhatsApp allows once their 24-hour window is closed), sent now through Graph and stored in the
 * conversation as sent; the conversation opens for the agent as with any reply.
 */
export const handleSendTemplate = workspaceProcedures.inbox.sendTemplate.handler(
  async ({ input, context }) => {
    const { conversation, chatbot } = await requireInboxConversation(context, input.id);
    const sender = await requireTemplateSender(context, chatbot);
    const model = (await approvedTemplates(context, sender)).find(
      (candidate) => candidate.id === input.template_id,
    );
    if (!model) throw apiError(404, m.templateNotFound, { field: 'template_id' });
    // A customer who wrote STOP gets no more marketing (as broadcasts leave them out).
    if (model.category === 'MARKETING' && (await hasOptedOut(context.db, conversation.id)))
      throw apiError(409, m.templateOptedOut);
    if (input.values.length !== model.parameters.length)
      throw apiError(422, m.templateValuesMissing, { field: 'values' });
    const fillings = templateFillings(model, input.values);
    const answer = await createGraphClient(context.config.runtime).post(
      `${encodeURIComponent(chatbot.phoneNumberId)}/messages`,
      templatePayload(model, fillings, conversation.usertel),
      { token: sender.accessToken },
    );
    const verdict = classifySendResponse(answer, { platform: 'whatsapp' });
    if (verdict.kind !== 'sent' && verdict.kind !== 'held') {
      const { error } = verdict;
      const detail = graphErrorText(error.code) ?? (error.message || error.title);
      throw apiError(502, m.templateSendFailed({ detail }), { code: error.code });
    }
    const [stored] = await storeAgentMessages(
      context.db,
      {
        chatbotId: chatbot.id,
        endUserId: conversation.id,
        agentId: context.session.user.id,
        channel: conversation.channel,
      },
      [templateDraft(model, fillings, verdict.messageId)],
    );
    if (!stored) throw new Error('the template was not stored');
    return {
      success: true as const,
      message: agentChatMessage(stored),
      conversation: await rereadInboxConversation(context, input.id),
    };
  },
);

async function hasOptedOut(db: Database, endUserId: string): Promise<boolean> {
  const { rows } = await db.execute<{ opted_out: boolean }>(
    sql`SELECT opted_out_at IS NOT NULL AS opted_out FROM end_users WHERE id = ${endUserId}`,
  );
  return rows[0]?.opted_out === true;
}
