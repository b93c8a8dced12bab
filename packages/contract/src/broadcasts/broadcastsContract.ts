import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { broadcastMessages as m } from './broadcastMessages';
import {
  broadcastModelSchema,
  broadcastParameterSchema,
  CAMPAIGN_ACTIONS,
  campaignSummarySchema,
  reportRowSchema,
} from './broadcastSchemas';

const tags = ['Diffusions'];
const campaignIdSchema = z.string().uuid(m.campaignUnknown);
const campaignOutput = z.object({ success: z.literal(true), campaign: campaignSummarySchema });

/** Broadcast models and WhatsApp broadcasts (seed 000 §7), sent by the server as durable campaigns. */
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
        phone: z.string().trim().min(1, m.missingPhone).max(40),
        title: z.string().trim().min(1, m.modelUnknown).max(512),
        langage: z.string().trim().min(1, m.modelUnknown).max(20),
        chatbot: z.unknown().optional(),
        parameters: z.array(broadcastParameterSchema).max(30).default([]),
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
        title: z.string().trim().min(1, m.modelUnknown).max(512),
        langage: z.string().trim().min(1, m.modelUnknown).max(20),
        parameters: z.array(broadcastParameterSchema).max(30).default([]),
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
    .input(z.object({ id: chatbotIdParamSchema, campaignId: campaignIdSchema }))
    .output(campaignOutput.extend({ report: z.array(reportRowSchema) })),
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
