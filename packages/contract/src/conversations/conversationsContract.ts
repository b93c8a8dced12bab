import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import {
  agentReplySchema,
  chatMessageSchema,
  chatUserEventSchema,
  conversationListQuerySchema,
  conversationSummarySchema,
  webChatSessionSchema,
} from './conversationSchemas';

const tags = ['Conversations'];
const usertelSchema = z.string().min(1).max(200);
const conversationParams = z.object({ chatbotId: chatbotIdParamSchema, usertel: usertelSchema });
const summaryOutput = z.object({ success: z.literal(true), conversation: conversationSummarySchema });

/**
 * The conversation screen (/dashboard/chat/{chatbotId}[/{usertel}]) and the web chat. The spec
 * leaves these calls to us: the screen lists, reads, replies, takes over and hands back; live
 * updates come through the server-sent events of GET /api/strong/chat/{chatbotId}/events.
 */
export const conversationsContract = {
  list: oc
    .route({
      method: 'GET',
      path: '/strong/chat/{chatbotId}/conversations',
      tags,
      summary: 'Conversations du chatbot',
    })
    .input(conversationListQuerySchema.extend({ chatbotId: chatbotIdParamSchema }))
    .output(
      z.object({
        success: z.literal(true),
        conversations: z.array(conversationSummarySchema),
        has_more: z.boolean(),
      }),
    ),
  transcript: oc
    .route({
      method: 'GET',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}',
      tags,
      summary: 'Une conversation et ses messages',
    })
    .input(conversationParams.extend({ before_seq: z.coerce.number().int().positive().optional() }))
    .output(
      z.object({
        success: z.literal(true),
        conversation: conversationSummarySchema,
        messages: z.array(chatMessageSchema),
        /** Older messages exist: ask again with before_seq = the first message's seq. */
        has_more: z.boolean(),
        first_seq: z.number().int().nullable(),
      }),
    ),
  markRead: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}/read',
      tags,
      summary: 'Marquer comme lue',
    })
    .input(conversationParams)
    .output(summaryOutput),
  reply: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}/reply',
      tags,
      summary: "Réponse d'un agent (met le bot en pause)",
    })
    .input(conversationParams.merge(agentReplySchema))
    .output(
      z.object({
        success: z.literal(true),
        message: chatMessageSchema,
        conversation: conversationSummarySchema,
      }),
    ),
  takeOver: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}/takeover',
      tags,
      summary: 'Prendre la main (le bot se tait)',
    })
    .input(conversationParams)
    .output(summaryOutput),
  handBack: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}/handback',
      tags,
      summary: 'Rendre la main au bot',
    })
    .input(conversationParams)
    .output(summaryOutput),
  retry: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/conversations/{usertel}/messages/{messageId}/retry',
      tags,
      summary: 'Renvoyer un message en échec',
    })
    .input(conversationParams.extend({ messageId: z.string().uuid() }))
    .output(z.object({ success: z.literal(true), message: chatMessageSchema })),
  startSimulator: oc
    .route({
      method: 'POST',
      path: '/strong/chat/{chatbotId}/simulator',
      tags,
      summary: 'Nouvelle conversation de test (panneau « Tester »)',
    })
    .input(z.object({ chatbotId: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), session: webChatSessionSchema })),
  webChatStart: oc
    .route({
      method: 'POST',
      path: '/webchat/{chatbotId}/session',
      tags,
      summary: 'Web chat : ouvrir ou reprendre une conversation',
    })
    .input(
      z.object({
        chatbotId: chatbotIdParamSchema,
        visitor_id: z.string().max(100).optional(),
        token: z.string().max(200).optional(),
      }),
    )
    .output(
      z.object({
        success: z.literal(true),
        session: webChatSessionSchema,
        bot_name: z.string(),
        avatar: z.string(),
      }),
    ),
  webChatSend: oc
    .route({
      method: 'POST',
      path: '/webchat/{chatbotId}/messages',
      tags,
      summary: 'Web chat : message du visiteur',
      successStatus: 202,
    })
    .input(webChatSessionSchema.extend({ chatbotId: chatbotIdParamSchema, event: chatUserEventSchema }))
    .output(z.object({ success: z.literal(true) })),
  webChatHistory: oc
    .route({
      method: 'GET',
      path: '/webchat/{chatbotId}/messages',
      tags,
      summary: 'Web chat : messages de la conversation',
    })
    .input(webChatSessionSchema.extend({ chatbotId: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), messages: z.array(chatMessageSchema) })),
};
