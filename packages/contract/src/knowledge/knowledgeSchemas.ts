import { z } from 'zod';
import { chatbotIdSchema } from '../flows/flowSchemas';
import { KNOWLEDGE_LIMITS } from './knowledgeConstants';
import { knowledgeMessages as m } from './knowledgeMessages';

export { chatbotIdSchema };

/** A knowledge file as the screen lists it, plus its indexing state. */
export const knowledgeFileSchema = z.object({
  id: z.string(),
  originalname: z.string(),
  mimetype: z.string(),
  size: z.number(),
  /** Served at /api/public/<path>. */
  path: z.string(),
  uploaded_at: z.string(),
  status: z.enum(['pending', 'indexed', 'failed']),
  /** Why the extraction failed, in French. */
  error: z.string().nullable(),
  chunks: z.number(),
});
export type KnowledgeFile = z.infer<typeof knowledgeFileSchema>;

/** The assistant's system prompt (the text and its dates), plus what the screen's statistics panel shows. */
export const objectSystemSchema = z.object({
  systemPrompt: z.object({ promptblock: z.string() }),
  update_date: z.string(),
  created_at: z.string(),
  generated_at: z.string(),
  /** The last generated text: the screen's reset goes back to it. */
  generated_prompt: z.string(),
  edited: z.boolean(),
  selectedBlocks: z.array(z.string()),
  /** Counted with a real tokenizer (gpt-tokenizer, o200k_base). */
  tokens: z.number(),
});
export type ObjectSystem = z.infer<typeof objectSystemSchema>;

/** Every assistant call of the chatbot, summed (the screen's cost report). */
export const costReportSchema = z.object({
  calls: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** US dollars, at the configured model's list price. */
  cost: z.number(),
  averageLatencyMs: z.number(),
  model: z.string(),
});
export type CostReport = z.infer<typeof costReportSchema>;

export const assistantButtonSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.buttonTitleMax),
});

/**
 * The only replies the assistant may give, as its generated system prompt demands: text, text_button (≤ 3 buttons, titles ≤ 20) or a redirection to a block; an insult
 * is a redirection to 'agent'.
 */
export const assistantReplySchema = z.discriminatedUnion('responseType', [
  z.strictObject({
    responseType: z.literal('text'),
    message: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.messageMax),
  }),
  z.strictObject({
    responseType: z.literal('text_button'),
    message: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.messageMax),
    buttons: z.array(assistantButtonSchema).min(1).max(KNOWLEDGE_LIMITS.buttonsMax),
  }),
  z.strictObject({
    responseType: z.literal('redirection'),
    redirection_block: z.string().min(1).max(40),
  }),
]);
export type AssistantReply = z.infer<typeof assistantReplySchema>;

/** The test console's response, as the end-user would see it. */
export const testResponseSchema = z.object({
  responseType: z.enum(['text', 'text_button', 'redirection']),
  /** The same as responseType (the element type sent). */
  type: z.string(),
  message: z.string().optional(),
  buttons: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  redirection_block: z.string().nullable(),
  /** The redirection target's name, for the console. */
  redirection_name: z.string().optional(),
});

export const passageSchema = z.object({
  fileName: z.string(),
  excerpt: z.string(),
  rank: z.number(),
});
export type Passage = z.infer<typeof passageSchema>;

export const testMessageSchema = z
  .string({ error: () => m.messageRequired })
  .trim()
  .min(1, { error: () => m.messageRequired })
  .max(KNOWLEDGE_LIMITS.messageMax, { error: () => m.messageTooLong });

export const systemPromptTextSchema = z.string().max(1_000_000);
