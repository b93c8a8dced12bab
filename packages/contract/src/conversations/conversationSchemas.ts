import { z } from 'zod';
import { chatbotTypeSchema } from '../chatbots/chatbotSchemas';
import { messages } from '../messages';

const m = messages.conversations;

/** The longest reply an agent can type: WhatsApp's text body limit. */
export const AGENT_REPLY_MAX = 4096;

/** What an end-user can send from the web chat and the simulator (the other channels are parsed from their webhooks). */
export const chatUserEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z
      .string()
      .trim()
      .min(1, { error: () => m.emptyMessage })
      .max(AGENT_REPLY_MAX, { error: () => m.messageTooLong }),
  }),
  z.object({
    type: z.literal('button'),
    id: z.string().min(1).max(256),
    title: z.string().max(256).optional(),
  }),
  z.object({
    type: z.literal('list'),
    id: z.string().min(1).max(256),
    title: z.string().max(256).optional(),
  }),
  z.object({
    type: z.literal('location'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    name: z.string().max(256).optional(),
    address: z.string().max(512).optional(),
  }),
  // No media: a visitor naming any link (a tracker, javascript:, a private address) would have it
  // shown to the agent. Media reach a transcript only from platforms, stored by us.
]);
export type ChatUserEvent = z.infer<typeof chatUserEventSchema>;

export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;
export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const messageDirectionSchema = z.enum(['in', 'out']);

/**
 * One stored message. `content` is `{ event, text }` for what the end-user sent (event: a
 * ChatUserEvent, text: how it reads) and `{ element }` for what went out (element: the flow
 * element as sent, variables filled in; an agent's reply is a `text` element).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  direction: messageDirectionSchema,
  type: z.string(),
  content: z.record(z.string(), z.unknown()),
  /** received (in); queued, sent, delivered, read, failed (out). */
  status: z.string(),
  error: z.string().nullable(),
  /** The agent who wrote it; null for the bot and the end-user. */
  agent_id: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One conversation in the list. `usertel` is the end-user's identity on its channel: the screen's route parameter. */
export const conversationSummarySchema = z.object({
  end_user_id: z.string(),
  usertel: z.string(),
  channel: chatbotTypeSchema,
  name: z.string(),
  phone: z.string(),
  last_message_at: z.string().nullable(),
  last_message_preview: z.string(),
  unread_count: z.number().int(),
  /**
   * Who talks (the team inbox's status): 'resolved' the bot answers; 'open' a person must answer;
   * 'pending' a person waits for the customer; 'snoozed' put aside. Outside 'resolved' the bot is silent.
   */
  status: conversationStatusSchema,
  /** The member who handles it; null: nobody. */
  assignee_id: z.string().nullable(),
  /** A conversation of the playground's simulator, not a customer's. */
  is_test: z.boolean(),
  /** WhatsApp only: free replies are possible until then (24 hours after the end-user's last message). */
  reply_window_ends_at: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** The last_message_at of the last row already shown: the next page starts below it. */
  before: z.string().datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** 'true': the simulator's test conversations instead of the customers'. */
  tests: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const agentReplySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.emptyMessage })
    .max(AGENT_REPLY_MAX, { error: () => m.messageTooLong }),
});

/** What the web chat keeps between visits: the visitor's id and the token proving it. */
export const webChatSessionSchema = z.object({
  visitor_id: z.string(),
  token: z.string(),
});
