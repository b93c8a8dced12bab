import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { CampaignForecast } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { FORECAST_EXCLUSIONS } from '@griot/contract/campaigns/forecast/campaignForecastSchemas';
import { sql } from 'drizzle-orm';
import { apiError } from '../../../api/apiError';
import { workspaceProcedures } from '../../../api/procedures';
import { parseConditions } from '../../../domain/audience/parseConditions';
import { refuseUnknownVariable } from '../../../domain/audience/refuseUnknownVariable';
import { requireOwnedChatbot } from '../../../domain/chatbots/requireOwnedChatbot';
import { forecastCost } from './forecastCost';
import { forecastDuration } from './forecastDuration';
import { readForecastGroups } from './forecastGroups';
import { findForecastModel } from './forecastModel';
import { messagingLimitUse } from './messagingLimit';

/**
 * POST /broadcasts/forecast: what the campaign would do if started now — the segment, who it
 * leaves out and why (the start's own rules, domain/audience/campaignExclusions.ts), who it reaches,
 * the cost by country from the price table, the time at the number's pace, and the messaging
 * limit left. Reads only. A chatbot of more than 200,000 end-users is read on a random sample
 * unless `exact` is asked (forecastSample.ts): the answer says so in `estimate`. Another workspace's chatbot: 404; malformed conditions: the segment's
 * French errors.
 */
export const handleCampaignForecast = workspaceProcedures.campaignForecast.forecast.handler(
  async ({ input, context }) => {
    const chatbot = await requireOwnedChatbot(context.db, context.workspace.id, input.chatbotId);
    if (chatbot.type !== 'whatsapp') throw apiError(422, m.notWhatsApp);
    if (chatbot.phoneNumberId === '' || !chatbot.accessTokenEncrypted) throw apiError(422, m.notConfigured);
    const conditions = parseConditions(input.conditions);
    const model = await findForecastModel(context, chatbot, input);
    const [{ groups, estimate }, limit, cap] = await Promise.all([
      refuseUnknownVariable(
        () => readForecastGroups(context.db, chatbot, conditions, model, { exact: input.exact ?? false }),
        { field: 'conditions' },
      ),
      messagingLimitUse(context.db, context.workspace.id, chatbot.phoneNumberId),
      context.db.execute<{ hours: number }>(
        sql`SELECT frequency_cap_hours AS hours FROM workspaces WHERE id = ${context.workspace.id}`,
      ),
    ]);
    const excluded = Object.fromEntries(
      FORECAST_EXCLUSIONS.map((reason) => [reason, 0]),
    ) as CampaignForecast['excluded'];
    let segment = 0;
    let reach = 0;
    let insideWindow = 0;
    let metaCapped = 0;
    for (const group of groups) {
      segment += group.count;
      if (group.reason !== null) {
        excluded[group.reason] += group.count;
        continue;
      }
      reach += group.count;
      metaCapped += group.capped;
      if (group.inside) insideWindow += group.count;
    }
    const needed = model.source === 'local' ? 0 : reach - insideWindow;
    const left = limit && limit.limit !== null ? Math.max(0, limit.limit - limit.usedToday) : null;
    const forecast: CampaignForecast = {
      segment,
      excluded,
      reach,
      metaCapped,
      insideWindow,
      model,
      frequencyCapHours: cap.rows[0]?.hours ?? 0,
      cost: await forecastCost(context.db, groups, model),
      duration: forecastDuration(reach, context.config.runtime.broadcastRatePerSecond),
      messagingLimit: limit && { ...limit, left, needed, exceeded: left !== null && needed > left },
      estimate,
    };
    return { success: true as const, forecast };
  },
);
