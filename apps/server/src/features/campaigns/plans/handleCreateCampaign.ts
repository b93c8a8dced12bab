import { broadcastMessages } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';
import { recordAudit } from '../../../domain/workspaces/recordAudit';
import { catchUpActivity } from '../../../lib/activityBacklog';
import type { CampaignLauncher } from './campaignLauncher';
import { campaignDetail } from './itemsScope';
import { linkCampaign } from './linkCampaign';
import { recordPlanSaved } from './planAudit';
import { insertPlan } from './planStore';
import { resolvePlanInput } from './resolvePlanInput';

/**
 * POST /broadcasts: with scheduleAt or a recurrence, a plan the scheduler starts (nothing is sent
 * now); without, the campaign starts now as the broadcast panel's does (same recipients and
 * exclusions), its A/B test split in the same transaction. Every check runs before anything is stored.
 */
export function createCampaignHandler(launcher: CampaignLauncher) {
  return workspaceProcedures.campaignPlans.create.handler(async ({ input, context }) => {
    const now = Date.now();
    const plan = await resolvePlanInput(context, launcher, input, now);
    if (plan.firstRunAt !== null) {
      const planId = await context.db.transaction(async (tx) => {
        const id = await insertPlan(tx, context.workspace.id, context.session.user.id, plan);
        await recordPlanSaved(tx, context, id, plan, 'created');
        return id;
      });
      return campaignDetail(context, launcher, planId);
    }
    // Every message answered before the click counts for the window (startCampaign).
    await catchUpActivity(context.db, { wait: true });
    const campaignId = await launcher.start(
      context.db,
      plan.chatbot,
      {
        createdBy: context.session.user.id,
        model: plan.model,
        parameters: plan.message.parameters,
        conditions: plan.conditions,
      },
      async (tx, campaign) => {
        await linkCampaign(tx, campaign.id, { name: plan.name, abTest: plan.abTest, plan: null, now });
        await recordAudit(tx, {
          workspaceId: context.workspace.id,
          actor: context.session.user,
          type: 'broadcast.started',
          subject: plan.name ?? plan.model.title,
          details: {
            chatbot: plan.chatbot.botName,
            chatbot_id: plan.chatbot.id,
            campaign_id: campaign.id,
            recipients: campaign.total - campaign.skipped,
          },
        });
      },
    );
    if (!campaignId) throw apiError(400, broadcastMessages.noRecipient, { field: 'conditions' });
    context.runtime.worker(launcher.senderWorker)?.wake();
    return campaignDetail(context, launcher, campaignId);
  });
}
