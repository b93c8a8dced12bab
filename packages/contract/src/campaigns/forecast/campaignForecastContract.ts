import { oc } from '@orpc/contract';
import { z } from 'zod';
import { campaignAudienceSchema } from '../campaignSchemas';
import { campaignForecastSchema } from './campaignForecastSchemas';

const tags = ['Diffusions'];

/**
 * The campaign's forecast before the click: reach, exclusions, window, cost by country and category, time to finish, messaging limit left.
 * Issue 24; filled by its part "forecast". The server checks each call's access from campaignForecastAccess
 * (spread into workspaces/callAccess.ts).
 */
export const campaignForecastContract = {
  forecast: oc
    .route({
      method: 'POST',
      path: '/broadcasts/forecast',
      tags,
      summary:
        'Prévision d’une campagne : portée, exclusions par raison, fenêtre de 24 h, coût estimé par pays, durée, limite d’envoi restante',
    })
    .input(
      campaignAudienceSchema.extend({
        /** Count every end-user, even of a chatbot large enough to be estimated from a sample. */
        exact: z.boolean().optional(),
      }),
    )
    .output(z.object({ success: z.literal(true), forecast: campaignForecastSchema })),
};

/** Who may make each call of campaignForecastContract (workspaces/callAccess.ts explains the values). */
export const campaignForecastAccess = {
  'campaignForecast.forecast': 'editor',
} as const;
