import { oc } from '@orpc/contract';
import { z } from 'zod';
import { messages } from '../messages';
import {
  avatarFileSchema,
  chatbotDataJsonSchema,
  chatbotFieldsSchema,
  chatbotIdParamSchema,
  chatbotListItemSchema,
  chatbotSchema,
  chatbotUpdateFieldsSchema,
  deleteConfirmationSchema,
} from './chatbotSchemas';

const tags = ['Chatbots'];
const successMessage = z.object({ success: z.boolean(), message: z.string() });
const oneChatbot = z.object({ success: z.literal(true), message: z.string(), chatbot: chatbotSchema });

/**
 * The chatbot calls: list, read (also as the editor and the variables screen read it), create,
 * update (whole or quick edit), avatar upload, delete and clone, plus the token reveal the settings
 * screen needs and the Telegram connection.
 */
export const chatbotsContract = {
  list: oc
    .route({ method: 'GET', path: '/get/list/chatbots', tags, summary: 'Chatbots du compte' })
    .output(z.object({ success: z.literal(true), chatbots: z.array(chatbotListItemSchema) })),
  get: oc
    .route({ method: 'GET', path: '/get/strong/chatbot/{id}', tags, summary: 'Un chatbot' })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(oneChatbot),
  getForEditor: oc
    .route({
      method: 'GET',
      path: '/strong/get/chatbot/{idchatbot}',
      tags,
      summary: 'Un chatbot (éditeur de flux)',
    })
    .input(z.object({ idchatbot: chatbotIdParamSchema }))
    .output(oneChatbot),
  getAsList: oc
    .route({
      method: 'GET',
      path: '/get/chatbot/{chatbotId}',
      tags,
      summary: 'Un chatbot, en liste d’un élément',
    })
    .input(z.object({ chatbotId: chatbotIdParamSchema }))
    .output(z.array(chatbotSchema)),
  create: oc
    .route({
      method: 'POST',
      path: '/create/strong/chatbot',
      tags,
      summary: 'Création (multipart : data en JSON, avatar facultatif)',
    })
    .input(z.object({ data: chatbotDataJsonSchema, avatar: avatarFileSchema.optional() }))
    .output(z.object({ success: z.literal(true), message: z.string(), chatbot_id: z.string() })),
  update: oc
    .route({
      method: 'PUT',
      path: '/update/strong/chatbot/{id}',
      tags,
      summary: 'Mise à jour complète (paramètres avancés)',
    })
    .input(chatbotUpdateFieldsSchema.extend({ id: chatbotIdParamSchema }))
    .output(oneChatbot),
  updateEase: oc
    .route({
      method: 'PUT',
      path: '/update/ease/chatbot/{id}',
      tags,
      summary: 'Modification rapide depuis la liste',
    })
    .input(
      chatbotFieldsSchema
        .pick({ bot_name: true, app_id: true, description: true, status: true })
        .partial()
        .extend({ id: chatbotIdParamSchema, avatar: z.string().max(500).optional() }),
    )
    .output(successMessage),
  uploadAvatar: oc
    .route({
      method: 'POST',
      path: '/upload/chatbot/avatar',
      tags,
      summary: "Changement d'avatar (multipart)",
    })
    .input(z.object({ avatar: avatarFileSchema, chatbot_id: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), message: z.string(), avatar: z.string() })),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/delete/strong/chatbot/{id}',
      tags,
      summary: 'Suppression définitive ({ confirm: "SUPPRIMER" } dans le corps)',
    })
    .input(z.object({ id: chatbotIdParamSchema, confirm: deleteConfirmationSchema }))
    .output(successMessage),
  clone: oc
    .route({
      method: 'POST',
      path: '/strong/clonefinal/chatbot/{id}',
      tags,
      summary: 'Clonage avec ses blocs et variables',
    })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        namebotnew: z
          .string({ error: () => messages.chatbots.cloneNameRequired })
          .trim()
          .min(1, { error: () => messages.chatbots.cloneNameRequired })
          .max(100),
      }),
    )
    .output(z.object({ success: z.literal(true), message: z.string(), chatbot_id: z.string() })),
  revealAccessToken: oc
    .route({
      method: 'GET',
      path: '/strong/chatbot/{id}/access-token',
      tags,
      summary: "Affiche le jeton d'accès (propriétaire seul)",
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), access_token: z.string() })),
  connectTelegram: oc
    .route({
      method: 'POST',
      path: '/strong/chatbot/{id}/telegram/connect',
      tags,
      summary: 'Connecte le bot Telegram : vérifie le jeton (getMe) et définit le webhook (setWebhook)',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        /** The bot's @username, from getMe. */
        username: z.string(),
        webhook_url: z.string(),
      }),
    ),
};
