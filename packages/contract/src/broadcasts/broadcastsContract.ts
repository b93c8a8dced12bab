import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { broadcastMessages as m } from './broadcastMessages';
import {
  broadcastModelSchema,
  broadcastParameterSchema,
  CAMPAIGN_ACTIONS,
  campaignSummarySchema,
  localModelFieldsSchema,
  modelSourceSchema,
  reportRowSchema,
  templateLanguageSchema,
  templateTitleSchema,
} from './broadcastSchemas';

const tags = ['Diffusions'];
/** Report rows a page holds by default and at most (the campaign's total says how many pages). */
export const REPORT_PAGE_SIZE = 100;
const REPORT_PAGE_MAX = 1000;
const campaignIdSchema = z.string().uuid({ error: () => m.campaignUnknown });
const campaignOutput = z.object({ success: z.literal(true), campaign: campaignSummarySchema });
const modelIdSchema = z.string().uuid({ error: () => m.local.unknown });
const localModelOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  model: broadcastModelSchema,
});

/** Broadcast models and WhatsApp broadcasts, sent by the server as durable campaigns. */
export const broadcastsContract = {
  models: oc
    .route({
      method: 'GET',
      path: '/get/chatbot/models/{id}',
      tags,
      summary: 'Modèles de diffusion du chatbot',
    })
    .input(z.object({ id: chatbotIdParamSchema, refresh: z.enum(['true', 'false']).optional() }))
    .output(z.object({ success: z.literal(true), models: z.array(broadcastModelSchema) })),
  localModels: oc
    .route({
      method: 'GET',
      path: '/strong/broadcast/models/{id}',
      tags,
      summary: 'Modèles locaux du chatbot',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), models: z.array(broadcastModelSchema) })),
  createModel: oc
    .route({
      method: 'POST',
      path: '/strong/broadcast/models/{id}',
      tags,
      summary: 'Créer un modèle local',
    })
    .input(localModelFieldsSchema.extend({ id: chatbotIdParamSchema }))
    .output(localModelOutput),
  updateModel: oc
    .route({
      method: 'PUT',
      path: '/strong/broadcast/models/{id}/{modelId}',
      tags,
      summary: 'Modifier un modèle local',
    })
    .input(localModelFieldsSchema.extend({ id: chatbotIdParamSchema, modelId: modelIdSchema }))
    .output(localModelOutput),
  removeModel: oc
    .route({
      method: 'DELETE',
      path: '/strong/broadcast/models/{id}/{modelId}',
      tags,
      summary: 'Supprimer un modèle local',
    })
    .input(z.object({ id: chatbotIdParamSchema, modelId: modelIdSchema }))
    .output(z.object({ success: z.literal(true), message: z.string() })),
  sendOne: oc
    .route({
      method: 'POST',
      path: '/strong/send/chatbot/broadcast',
      tags,
      summary: 'Envoyer un modèle à un utilisateur',
    })
    .input(
      z.object({
        idbot: chatbotIdParamSchema,
        phone: z
          .string()
          .trim()
          .min(1, { error: () => m.missingPhone })
          .max(40),
        title: templateTitleSchema,
        langage: templateLanguageSchema,
        chatbot: z.unknown().optional(),
        parameters: z.array(broadcastParameterSchema).max(30).default([]),
        source: modelSourceSchema,
      }),
    )
    .output(
      z.object({
        success: z.boolean(),
        message: z.string(),
        data: z.object({
          data: z.object({
            messaging_product: z.string(),
            contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
            messages: z.array(z.object({ id: z.string(), message_status: z.string().optional() })),
          }),
        }),
      }),
    ),
  start: oc
    .route({
      method: 'POST',
      path: '/strong/broadcast/campaigns/{id}',
      tags,
      summary: 'Lancer une diffusion',
    })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        conditions: z.string().min(2).max(50_000),
        title: templateTitleSchema,
        langage: templateLanguageSchema,
        parameters: z.array(broadcastParameterSchema).max(30).default([]),
        source: modelSourceSchema,
      }),
    )
    .output(campaignOutput),
  list: oc
    .route({
      method: 'GET',
      path: '/strong/broadcast/campaigns/{id}',
      tags,
      summary: 'Diffusions du chatbot',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), campaigns: z.array(campaignSummarySchema) })),
  report: oc
    .route({
      method: 'GET',
      path: '/strong/broadcast/campaign/{id}/{campaignId}',
      tags,
      summary: "Avancement et rapport d'une diffusion",
    })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        campaignId: campaignIdSchema,
        /** One page of the report, by position: a screen polling a 20,000-recipient campaign reads 100 rows, not all. */
        offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
        limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_SIZE),
      }),
    )
    .output(campaignOutput.extend({ report: z.array(reportRowSchema) })),
  missingValues: oc
    .route({
      method: 'POST',
      path: '/strong/broadcast/missing-values/{id}',
      tags,
      summary: 'Destinataires sans valeur pour une variable du modèle',
    })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        conditions: z.string().min(2).max(50_000),
        parameters: z.array(broadcastParameterSchema).max(30).default([]),
      }),
    )
    .output(
      z.object({
        success: z.literal(true),
        /** The campaign's reachable recipients (on WhatsApp, not opted out, number valid). */
        recipients: z.number().int(),
        /** One row per parameter filled by a variable: how many recipients would get its fallback. */
        missing: z.array(
          z.object({ key: z.string(), variable: z.string(), count: z.number().int(), fallback: z.string() }),
        ),
      }),
    ),
  control: oc
    .route({
      method: 'POST',
      path: '/strong/broadcast/campaign/{id}/{campaignId}/{action}',
      tags,
      summary: 'Mettre en pause, reprendre ou annuler une diffusion',
    })
    .input(
      z.object({ id: chatbotIdParamSchema, campaignId: campaignIdSchema, action: z.enum(CAMPAIGN_ACTIONS) }),
    )
    .output(campaignOutput),
};
