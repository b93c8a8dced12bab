import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { parseConditions } from '../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../domain/audience/refuseUnknownVariable';
import { BROADCAST_WORKER } from './BroadcastWorker';
import { findBroadcastModel } from './findBroadcastModel';
import { requireCampaign } from './requireCampaign';
import { requireWhatsAppChatbot } from './requireWhatsAppChatbot';
import { startCampaign } from './startCampaign';
import { checkParameters } from './templateComponents';

/** POST /strong/broadcast/campaigns/{id}: a durable campaign to the users matching the conditions. */
export const handleStartCampaign = workspaceProcedures.broadcasts.start.handler(
  async ({ input, context }) => {
    const chatbot = await requireWhatsAppChatbot(context, input.id);
    const conditions = parseConditions(input.conditions);
    const model = await findBroadcastModel(context, chatbot, input);
    const refusal = checkParameters(model, input.parameters);
    if (refusal) throw apiError(400, refusal, { field: 'parameters' });
    const campaignId = await refuseUnknownVariable(() =>
      startCampaign(context.db, chatbot, {
        createdBy: context.session.user.id,
        model,
        parameters: input.parameters,
        conditions,
      }),
    );
    if (!campaignId) throw apiError(400, m.noRecipient);
    context.runtime.worker(BROADCAST_WORKER)?.wake();
    return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaignId) };
  },
);
