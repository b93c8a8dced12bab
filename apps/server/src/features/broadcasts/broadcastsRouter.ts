import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AppContext } from '../../api/appContext';
import { authedProcedures } from '../../api/procedures';
import { UnknownVariableError } from '../../domain/audience/compileConditions';
import { parseConditions } from '../../domain/audience/parseConditions';
import { type ChatbotRow, requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { BROADCAST_WORKER } from './BroadcastWorker';
import { campaignReport, campaignSummaries } from './campaignReport';
import { countMissingValues } from './countMissingValues';
import { broadcastModelsOf, findBroadcastModel } from './findBroadcastModel';
import { localModelHandlers } from './handleLocalModels';
import { sendOneTemplate } from './sendOneTemplate';
import { startCampaign } from './startCampaign';
import { checkParameters } from './templateComponents';

/**
 * GET /get/chatbot/models/{id}: the approved templates of the chatbot's WhatsApp Business Account,
 * then its local models.
 */
const handleModels = authedProcedures.broadcasts.models.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const models = await broadcastModelsOf(context, chatbot, input.refresh === 'true');
  return { success: true as const, models };
});

/** POST /strong/send/chatbot/broadcast: the broadcast panel's per-user send, paced like a campaign. */
const handleSendOne = authedProcedures.broadcasts.sendOne.handler(async ({ input, context }) => {
  const chatbot = await requireWhatsAppChatbot(context, context.session.user.id, input.idbot);
  const model = await findBroadcastModel(context, chatbot, input);
  const refusal = checkParameters(model, input.parameters);
  if (refusal) throw apiError(400, refusal, { field: 'parameters' });
  const digits = input.phone.replace(/\D/g, '');
  // Meta takes free-form text only within 24 h of the end-user's last message (conversations' key).
  const found = await context.db.execute<{ id: string; opted_out: boolean; in_window: boolean }>(sql`
    SELECT eu.id, eu.opted_out_at IS NOT NULL AS opted_out,
      coalesce(c.last_inbound_at > now() - interval '24 hours', false) AS in_window
    FROM end_users eu LEFT JOIN conversations c ON c.end_user_id = eu.id
    WHERE eu.chatbot_id = ${chatbot.id} AND eu.channel = 'whatsapp' AND NOT eu.is_test
      AND (eu.external_id = ${digits} OR regexp_replace(eu.phone, '\\D', '', 'g') = ${digits})
    LIMIT 1`);
  const endUser = found.rows[0];
  if (!endUser || digits === '') throw apiError(404, m.endUserUnknown);
  if (endUser.opted_out) throw apiError(409, m.endUserOptedOut);
  if (model.source === 'local' && !endUser.in_window) throw apiError(422, m.local.outsideWindow);
  return sendOneTemplate(context, chatbot, model, input.parameters, endUser.id, digits);
});

/** POST /strong/broadcast/campaigns/{id}: a durable campaign to the users matching the conditions. */
const handleStart = authedProcedures.broadcasts.start.handler(async ({ input, context }) => {
  const chatbot = await requireWhatsAppChatbot(context, context.session.user.id, input.id);
  const conditions = parseConditions(input.conditions);
  const model = await findBroadcastModel(context, chatbot, input);
  const refusal = checkParameters(model, input.parameters);
  if (refusal) throw apiError(400, refusal, { field: 'parameters' });
  let campaignId: string | undefined;
  try {
    campaignId = await startCampaign(context.db, chatbot, {
      createdBy: context.session.user.id,
      model,
      parameters: input.parameters,
      conditions,
    });
  } catch (error) {
    if (error instanceof UnknownVariableError) throw apiError(400, `Variable inconnue : ${error.variable}`);
    throw error;
  }
  if (!campaignId) throw apiError(400, m.noRecipient);
  context.runtime.worker(BROADCAST_WORKER)?.wake();
  return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaignId) };
});

/**
 * POST /strong/broadcast/missing-values/{id}: before the send, how many recipients lack each
 * variable's value (and so get its fallback), for the form to say so.
 */
const handleMissingValues = authedProcedures.broadcasts.missingValues.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  try {
    const counted = await countMissingValues(
      context.db,
      chatbot,
      parseConditions(input.conditions),
      input.parameters,
    );
    return { success: true as const, ...counted };
  } catch (error) {
    if (error instanceof UnknownVariableError) throw apiError(400, `Variable inconnue : ${error.variable}`);
    throw error;
  }
});

/** GET /strong/broadcast/campaigns/{id} */
const handleList = authedProcedures.broadcasts.list.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  return { success: true as const, campaigns: await campaignSummaries(context.db, chatbot.id) };
});

/** GET /strong/broadcast/campaign/{id}/{campaignId}: progress and report (the screen polls it). */
const handleReport = authedProcedures.broadcasts.report.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const campaign = await requireCampaign(context.db, chatbot.id, input.campaignId);
  const report = await campaignReport(context.db, campaign.id, { offset: input.offset, limit: input.limit });
  return { success: true as const, campaign, report };
});

/** POST /strong/broadcast/campaign/{id}/{campaignId}/{pause|resume|cancel} */
const handleControl = authedProcedures.broadcasts.control.handler(async ({ input, context }) => {
  const chatbot = await requireOwnedChatbot(context.db, context.session.user.id, input.id);
  const campaign = await requireCampaign(context.db, chatbot.id, input.campaignId);
  if (campaign.status === 'finished' || campaign.status === 'cancelled')
    throw apiError(409, m.campaignFinished);
  if (input.action === 'cancel')
    await context.db.execute(sql`
      WITH stopped AS (
        UPDATE broadcasts SET status = 'cancelled', finished_at = now() WHERE id = ${campaign.id} RETURNING id
      )
      UPDATE broadcast_recipients SET status = 'cancelled', updated_at = now()
      WHERE broadcast_id IN (SELECT id FROM stopped) AND status = 'pending'`);
  else
    await context.db.execute(sql`
      UPDATE broadcasts SET status = ${input.action === 'pause' ? 'paused' : 'running'}, pause_reason = NULL
      WHERE id = ${campaign.id} AND status IN ('running', 'paused')`);
  if (input.action === 'resume') context.runtime.worker(BROADCAST_WORKER)?.wake();
  return { success: true as const, campaign: await requireCampaign(context.db, chatbot.id, campaign.id) };
});

export const broadcastsRouter = {
  models: handleModels,
  sendOne: handleSendOne,
  start: handleStart,
  list: handleList,
  report: handleReport,
  control: handleControl,
  missingValues: handleMissingValues,
  ...localModelHandlers,
};

async function requireWhatsAppChatbot(
  context: AppContext,
  userId: string,
  chatbotId: string,
): Promise<ChatbotRow> {
  const chatbot = await requireOwnedChatbot(context.db, userId, chatbotId);
  if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
  if (chatbot.phoneNumberId === '' || !chatbot.accessTokenEncrypted) throw apiError(422, m.notConfigured);
  return chatbot;
}

async function requireCampaign(db: Database, chatbotId: string, campaignId: string) {
  const [campaign] = await campaignSummaries(db, chatbotId, campaignId);
  if (!campaign) throw apiError(404, m.campaignUnknown);
  return campaign;
}
