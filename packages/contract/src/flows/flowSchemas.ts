import { z } from 'zod';
import { messages } from '../messages';
import { FLOW_LIMITS } from './flowConstants';

const m = messages.flows;

/** A block as the editor reads it. */
export const blockSchema = z.object({
  _id: z.string(),
  idblock: z.string(),
  idbot: z.string(),
  blockname: z.string(),
  type: z.string(),
  category: z.enum(['welcome', 'default', 'commerce', 'standard']),
  flow: z.array(z.record(z.string(), z.unknown())),
  jarvis: z.boolean(),
  /** Increases with every save; sending it back detects concurrent edits (409). */
  revision: z.number().int(),
  update_date: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

export const idblockSchema = z
  .string({ error: () => m.idblockInvalid })
  .trim()
  .regex(/^[a-z0-9-]{1,20}$/, { error: () => m.idblockInvalid });

export const blockNameSchema = z
  .string({ error: () => m.blockNameRequired })
  .trim()
  .min(1, { error: () => m.blockNameRequired })
  .max(FLOW_LIMITS.blockName, { error: () => m.blockNameTooLong });

export const chatbotIdSchema = z.string().uuid({ error: () => messages.chatbots.notFound });

export const inboundLinkSchema = z.object({
  idblock: z.string(),
  blockname: z.string(),
  sourceType: z.string(),
});

export const revisionSummarySchema = z.object({
  revision: z.number().int(),
  saved_at: z.string(),
  elements: z.number().int(),
});

/** An element saved as a draft: its position (1-based), its type and what it lacks, in French. */
export const incompleteElementSchema = z.object({
  position: z.number().int().positive(),
  type: z.string(),
  problems: z.array(z.string()),
});
export type IncompleteElement = z.infer<typeof incompleteElementSchema>;
