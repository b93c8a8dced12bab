import { z } from 'zod';
import {
  broadcastParameterSchema,
  modelSourceSchema,
  templateLanguageSchema,
  templateTitleSchema,
} from '../broadcasts/broadcastSchemas';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';

/**
 * What a campaign sends: a model (an approved template, or a local model inside the 24-hour
 * window) by its title and language, and what fills its placeholders, as the broadcast panel
 * already sends it (POST /strong/broadcast/campaigns/{id}).
 */
export const campaignMessageSchema = z.object({
  title: templateTitleSchema,
  langage: templateLanguageSchema,
  parameters: z.array(broadcastParameterSchema).max(30).default([]),
  source: modelSourceSchema,
});
export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

/**
 * Who a campaign is for and what it sends: a chatbot of the active workspace, the segment's
 * conditions (a JSON string of the condition rows, as the segment builder hands them) and the
 * message. The forecast reads it; POST /broadcasts extends it with a schedule and an A/B test.
 */
export const campaignAudienceSchema = campaignMessageSchema.extend({
  chatbotId: chatbotIdParamSchema,
  conditions: z.string().min(2).max(50_000),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;
