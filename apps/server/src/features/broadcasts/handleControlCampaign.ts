import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { recordAudit } from '../../domain/workspaces/recordAudit';
import { BROADCAST_WORKER } from './BroadcastWorker';
import { controlCampaign } from './campaignControls';
import { requireCampaign } from './requireCampaign';

const AUDIT_TYPES = {
  pause: 'broadcast.paused',
  resume: 'broadcast.resumed',
  cancel: 'broadcast.cancelled',
} as const;

/**
 * POST /strong/broadcast/campaign/{id}/{campaignId}/{pause|resume|cancel}; a control that changes
 * the campaign's status is recorded in the audit log (the campaign reads as its template's name).
 */
export const handleControlCampaign = workspaceProcedures.broadcasts.control.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.id);
    const campaign = await requireCampaign(context.db, chatbot.id, input.campaignId);
    if (campaign.status === 'finished' || campaign.status === 'cancelled')
      throw apiError(409, m.campaignFinished);
    await controlCampaign(context.db, campaign.id, input.action, (tx) =>
      recordAudit(tx, {
        workspaceId: context.workspace.id,
        actor: context.session.user,
        type: AUDIT_TYPES[input.action],
        subject: campaign.template,
        details: { chatbot: chatbot.botName, chatbot_id: chatbot.id, campaign_id: campaign.id },
      }),
    );
    if (input.action === 'resume') context.runtime.worker(BROADCAST_WORKER)?.wake();
    return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaign.id) };
  },
);
