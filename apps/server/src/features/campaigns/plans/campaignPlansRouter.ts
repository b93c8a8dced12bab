import { campaignPlanMessages as m } from '@griot/contract/campaigns/plans/campaignPlanMessages';
import { sql } from 'drizzle-orm';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';
import { loadWorkspaceTimeZone } from '../../../domain/campaigns/quietHours';
import { releaseWinner } from './abTest';
import { toItems } from './campaignItems';
import type { CampaignLauncher } from './campaignLauncher';
import { listCampaignRows } from './campaignRows';
import { loadCampaignSettings, saveCampaignSettings } from './campaignSettings';
import { createCampaignHandler } from './handleCreateCampaign';
import { campaignDetail, itemsScope } from './itemsScope';
import { recordPlanAudit, recordPlanSaved } from './planAudit';
import { cancelPlan, lockPlan, updatePlan } from './planStore';
import { resolvePlanInput } from './resolvePlanInput';

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's cursor: the last row's (created_at, id), opaque to the screen. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  // Exactly what encodeCursor writes, or PostgreSQL could refuse to read it back (a 500).
  if (!CURSOR_AT.test(at) || Number.isNaN(Date.parse(at)) || !UUID.test(id))
    throw apiError(400, m.cursor, { field: 'cursor' });
  return { at, id };
}

/**
 * The handlers of campaignPlansContract (issue 24), shaped like it; `launcher` is the broadcasts
 * feature as the app hands it over (campaignLauncher.ts says why).
 */
export function createCampaignPlansRouter(launcher: CampaignLauncher) {
  return {
    create: createCampaignHandler(launcher),
    list: workspaceProcedures.campaignPlans.list.handler(async ({ input, context }) => {
      const scope = await itemsScope(context, launcher);
      const rows = await listCampaignRows(context.db, context.workspace.id, {
        chatbotId: input.chatbotId,
        status: input.status,
        after: input.cursor ? decodeCursor(input.cursor) : undefined,
        limit: input.limit + 1,
      });
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        success: true as const,
        items: await toItems(scope, page),
        nextCursor: rows.length > input.limit && last ? encodeCursor(last.created_at, last.id) : null,
        timeZone: scope.timeZone,
      };
    }),
    get: workspaceProcedures.campaignPlans.get.handler(({ input, context }) =>
      campaignDetail(context, launcher, input.id),
    ),
    update: workspaceProcedures.campaignPlans.update.handler(async ({ input, context }) => {
      const plan = await resolvePlanInput(context, launcher, input, Date.now());
      if (plan.firstRunAt === null) throw apiError(400, m.planNotEditable, { field: 'scheduleAt' });
      await context.db.transaction(async (tx) => {
        const locked = await lockPlan(tx, context.workspace.id, input.planId);
        if (!locked) throw apiError(404, m.planUnknown);
        if (!(await updatePlan(tx, context.workspace.id, input.planId, plan)))
          throw apiError(409, m.planNotEditable);
        await recordPlanSaved(tx, context, input.planId, plan, 'edited');
      });
      return campaignDetail(context, launcher, input.planId);
    }),
    cancel: workspaceProcedures.campaignPlans.cancel.handler(async ({ input, context }) => {
      await context.db.transaction(async (tx) => {
        const locked = await lockPlan(tx, context.workspace.id, input.planId);
        if (!locked) throw apiError(404, m.planUnknown);
        if (locked.status !== 'scheduled' && locked.status !== 'active')
          throw apiError(409, m.planNotCancellable);
        await cancelPlan(tx, input.planId);
        await recordPlanAudit(tx, context.workspace.id, context.session.user, 'broadcast.plan_cancelled', {
          planId: input.planId,
          ...locked,
        });
      });
      return campaignDetail(context, launcher, input.planId);
    }),
    pickWinner: workspaceProcedures.campaignPlans.pickWinner.handler(async ({ input, context }) => {
      await context.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ status: string; ab_phase: string | null }>(sql`
          SELECT b.status, b.ab_phase FROM broadcasts b JOIN chatbots c ON c.id = b.chatbot_id
          WHERE b.id = ${input.id} AND c.workspace_id = ${context.workspace.id} FOR UPDATE OF b`);
        const campaign = rows[0];
        if (!campaign) throw apiError(404, m.campaignUnknown);
        if (!campaign.ab_phase) throw apiError(400, m.noAbTest);
        if (campaign.ab_phase === 'decided') throw apiError(409, m.winnerAlreadyPicked);
        if (campaign.status === 'cancelled' || campaign.status === 'finished')
          throw apiError(409, m.campaignOver);
        await releaseWinner(tx, input.id, input.variant);
      });
      context.runtime.worker(launcher.senderWorker)?.wake();
      return campaignDetail(context, launcher, input.id);
    }),
    settings: workspaceProcedures.campaignPlans.settings.handler(async ({ context }) => ({
      success: true as const,
      settings: await loadCampaignSettings(context.db, context.workspace.id),
      timeZone: await loadWorkspaceTimeZone(context.db, context.workspace.id),
    })),
    saveSettings: workspaceProcedures.campaignPlans.saveSettings.handler(async ({ input, context }) => {
      await saveCampaignSettings(context.db, context.workspace.id, input);
      return {
        success: true as const,
        settings: await loadCampaignSettings(context.db, context.workspace.id),
        timeZone: await loadWorkspaceTimeZone(context.db, context.workspace.id),
      };
    }),
  };
}
