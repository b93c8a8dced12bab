import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { analyticsMessages } from './analyticsMessages';
import {
  ANALYTICS_TABLES,
  analyticsAssistantSchema,
  analyticsDaySchema,
  analyticsFunnelSchema,
  analyticsPeriodFields,
  analyticsPeriodSchema,
  analyticsSummarySchema,
} from './analyticsSchemas';

const tags = ['Statistiques'];

/**
 * /dashboard/analytics: is the bot working? Every figure of a period (workspace days, both
 * included) with the previous period's, the flow's funnel and drop-off, what GRIOT IA could not
 * answer, and each table as CSV. The figures come from aggregates kept off the reply path
 * (docs/ARCHITECTURE.md, 'Analytics'), exact within a minute.
 */
export const analyticsContract = {
  summary: oc
    .route({
      method: 'GET',
      path: '/analytics/summary',
      tags,
      summary: 'Les chiffres de la période (et de la précédente) pour tout l’espace ou un chatbot',
    })
    .input(analyticsPeriodSchema)
    .output(z.object({ success: z.literal(true), summary: analyticsSummarySchema })),
  funnel: oc
    .route({
      method: 'GET',
      path: '/analytics/funnel/{chatbotId}',
      tags,
      summary: 'Parcours et abandons du flux : par bloc et par élément qui attend une réponse',
    })
    .input(z.object({ chatbotId: chatbotIdParamSchema, from: analyticsDaySchema, to: analyticsDaySchema }))
    .output(z.object({ success: z.literal(true), funnel: analyticsFunnelSchema })),
  assistant: oc
    .route({
      method: 'GET',
      path: '/analytics/assistant',
      tags,
      summary: 'Les questions auxquelles GRIOT IA n’a pas su répondre, regroupées',
    })
    .input(analyticsPeriodSchema)
    .output(z.object({ success: z.literal(true), assistant: analyticsAssistantSchema })),
  export: oc
    .route({
      method: 'GET',
      path: '/analytics/export.csv',
      tags,
      summary: 'Un tableau de l’écran en CSV (flux continu, même pour un million de lignes)',
    })
    .input(
      z.object({
        table: z.enum(ANALYTICS_TABLES, { error: () => analyticsMessages.unknownTable }),
        ...analyticsPeriodFields,
      }),
    )
    // Streamed by registerAnalyticsExport (text/csv attachment); this is the same file for oRPC clients.
    .output(z.file()),
};
