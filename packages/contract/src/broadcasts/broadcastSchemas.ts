import { z } from 'zod';
import { broadcastMessages as m } from './broadcastMessages';
import { readLocalPlaceholders } from './localModelPlaceholders';
import { REPORT_STATUSES } from './reportStatus';

/** A placeholder of a template: {{1}} (positional) or {{name}} (named), in its component. */
export const modelParameterSchema = z.object({
  key: z.string(),
  component: z.enum(['header', 'body', 'button']),
  /** A button's index among the template's buttons. */
  index: z.number().int().optional(),
  example: z.string().optional(),
});
export type ModelParameter = z.infer<typeof modelParameterSchema>;

/** Where a model comes from: an approved template of the WABA, or the chatbot's own local model. */
export const MODEL_SOURCES = ['whatsapp', 'local'] as const;
export type ModelSource = (typeof MODEL_SOURCES)[number];

/** The languages a local model can be written in (the screen names them in its catalogue). */
export const LOCAL_MODEL_LANGUAGES = ['fr', 'en', 'wo', 'ar', 'pt', 'es'] as const;

/**
 * A broadcast model (id, title, content, langage) with what the form needs to fill it.
 * A local model has no category, header, footer nor buttons; its placeholders are the {{n}} of its
 * content, all in the body.
 */
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
  source: z.enum(MODEL_SOURCES),
  /** A template whose header is a media: sent with the media Meta approved as its example (issue 24). */
  headerMedia: z.object({ format: z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']), link: z.string() }).optional(),
});
export type BroadcastModel = z.infer<typeof broadcastModelSchema>;

/** What a local model is made of, as its editor sends it (create and update alike). */
export const localModelFieldsSchema = z.object({
  title: z
    .string({ error: () => m.local.titleRequired })
    .trim()
    .min(1, { error: () => m.local.titleRequired })
    .max(60, { error: () => m.local.titleTooLong })
    .regex(/^[\p{L}\p{M}\p{N} _-]+$/u, { error: () => m.local.titleFormat }),
  content: z
    .string({ error: () => m.local.contentRequired })
    .trim()
    .min(1, { error: () => m.local.contentRequired })
    .max(1024, { error: () => m.local.contentTooLong })
    .superRefine((content, context) => {
      const read = readLocalPlaceholders(content);
      if ('error' in read) context.addIssue({ code: 'custom', message: read.error });
    }),
  langage: z.enum(LOCAL_MODEL_LANGUAGES, { error: () => m.local.langage }),
});
export type LocalModelFields = z.infer<typeof localModelFieldsSchema>;

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
  /** Wrote back within 24 h of their send (replied_at, set by the analytics rollup) (issue 24). */
  replied: z.number().int().default(0),
  /** Meta's per-user marketing cap (131049) on every try: neither sent nor failed (issue 24). */
  capped: z.number().int().default(0),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Paused by itself: Meta's error that every remaining send would get, in French (with its code). */
  pause_reason: z.string().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** A row of a campaign's report (one recipient), plus the name and the delivery step reached. */
export const reportRowSchema = z.object({
  index: z.number().int(),
  phone: z.string(),
  name: z.string(),
  status: z.enum([
    REPORT_STATUSES.success,
    REPORT_STATUSES.failure,
    REPORT_STATUSES.error,
    REPORT_STATUSES.pending,
  ]),
  delivery: z.string(),
  messageId: z.string().nullable(),
  errorDetails: z.string().nullable(),
  timestamp: z.string(),
  /** When they wrote back within 24 h of the send (ISO); null: no reply. */
  repliedAt: z.string().nullable(),
  /** The end-user's id on the channel, which names their conversation (/dashboard/chat/{chatbot}/{usertel}). */
  usertel: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A sent template's name and language: missing, the template is unknown (read when refused). */
export const templateTitleSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.modelUnknown })
  .max(512);
export const templateLanguageSchema = z
  .string()
  .trim()
  .min(1, { error: () => m.modelUnknown })
  .max(20);
/** Which of two models with the same title and language: by default the template, else the local one. */
export const modelSourceSchema = z.enum(MODEL_SOURCES).optional();
