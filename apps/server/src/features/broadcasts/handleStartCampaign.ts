import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { checkParameters } from '../../channels/meta/templateComponents';
import { parseConditions } from '../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../domain/audience/refuseUnknownVariable';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { catchUpActivity } from '../../lib/activityBacklog';
import { BROADCAST_WORKER } from './BroadcastWorker';
import { findBroadcastModel } from './findBroadcastModel';
import { requireCampaign } from './requireCampaign';
import { requireWhatsAppChatbot } from './requireWhatsAppChatbot';
import { startCampaign } from './startCampaign';

/**
 * POST /strong/broadcast/campaigns/{id}: a durable campaign to the users matching the conditions,
 * recorded in the audit log with it (the campaign reads as its template's name).
 */
export const handleStartCampaign = workspaceProcedures.broadcasts.start.handler(
  async ({ input, context }) => {
    const chatbot = await requireWhatsAppChatbot(context, input.id);
    const conditions = parseConditions(input.conditions);
    const model = await findBroadcastModel(context, chatbot, input);
    const refusal = checkParameters(model, input.parameters);
    if (refusal) throw apiError(400, refusal, { field: 'parameters' });
    // Every message answered before the click counts for the window (startCampaign).
    await catchUpActivity(context.db, { wait: true });
    const campaignId = await refuseUnknownVariable(() =>
      startCampaign(
        context.db,
        chatbot,
        { createdBy: context.session.user.id, model, parameters: input.parameters, conditions },
        (tx, campaign) =>
          recordAudit(tx, {
            workspaceId: context.workspace.id,
            actor: context.session.user,
            type: 'broadcast.started',
            subject: model.title,
            details: {
              chatbot: chatbot.botName,
              chatbot_id: chatbot.id,
              campaign_id: campaign.id,
              recipients: campaign.total - campaign.skipped,
            },
          }),
      ),
    );
    if (!campaignId) throw apiError(400, m.noRecipient);
    context.runtime.worker(BROADCAST_WORKER)?.wake();
    return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaignId) };
  },
);
