import { z } from 'zod';
import { broadcastMessages as m } from './broadcastMessages';

/** A placeholder of a template: {{1}} (positional) or {{name}} (named), in its component. */
export const modelParameterSchema = z.object({
  key: z.string(),
  component: z.enum(['header', 'body', 'button']),
  /** A button's index among the template's buttons. */
  index: z.number().int().optional(),
  example: z.string().optional(),
});
export type ModelParameter = z.infer<typeof modelParameterSchema>;

/** seed 000 §3 'Broadcast model' (id, title, content, langage) with what the form needs to fill it. */
export const broadcastModelSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  langage: z.string(),
  category: z.string(),
  header: z.string(),
  footer: z.string(),
  buttons: z.array(z.string()),
  parameterFormat: z.enum(['positional', 'named']),
  parameters: z.array(modelParameterSchema),
  source: z.literal('whatsapp'),
});
export type BroadcastModel = z.infer<typeof broadcastModelSchema>;

/** How the form fills a placeholder: a constant, or an end-user variable with a fallback. */
export const broadcastParameterSchema = z.object({
  key: z.string().min(1).max(100),
  source: z.enum(['constant', 'variable']),
  value: z.string().max(1000),
  fallback: z.string().max(1000).default(''),
});

export const CAMPAIGN_STATUSES = ['running', 'paused', 'cancelled', 'finished'] as const;
export const CAMPAIGN_ACTIONS = ['pause', 'resume', 'cancel'] as const;

export const campaignSummarySchema = z.object({
  id: z.string(),
  template: z.string(),
  langage: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  total: z.number().int(),
  /** Recipients with an outcome (sent, failed, error or skipped): the n of n/total. */
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
  pending: z.number().int(),
  skipped: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** seed 000 §3 'Broadcast report row', plus the name and the delivery step reached. */
export const reportRowSchema = z.object({
  index: z.number().int(),
  phone: z.string(),
  name: z.string(),
  status: z.enum([
    m.statusLabels.success,
    m.statusLabels.failure,
    m.statusLabels.error,
    m.statusLabels.pending,
  ]),
  delivery: z.string(),
  messageId: z.string().nullable(),
  errorDetails: z.string().nullable(),
  timestamp: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
