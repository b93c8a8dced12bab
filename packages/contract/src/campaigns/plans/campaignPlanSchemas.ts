import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../../broadcasts/broadcastSchemas';
import { chatbotIdParamSchema } from '../../chatbots/chatbotSchemas';
import { campaignAudienceSchema, campaignMessageSchema } from '../campaignSchemas';
import { campaignPlanMessages as m } from './campaignPlanMessages';

/** 'HH:mm', a time of the workspace's day. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.timeFormat });
/**
 * A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). zod runs a refinement even when
 * the format was refused: an unreadable date must answer false here, never throw.
 */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** 'YYYY-MM-DD', a day that exists. */
export const planDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.dayFormat })
  .refine(isRealDay, { error: () => m.dayFormat });
/** 'YYYY-MM-DDTHH:mm', a local time of the workspace's time zone (the server checks it is to come). */
export const scheduleAtSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.scheduleFormat })
  .refine((at) => isRealDay(at.slice(0, 10)), { error: () => m.scheduleFormat });

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly'] as const;
/**
 * Every day or on chosen ISO weekdays (1 = Monday … 7 = Sunday), at a time of the workspace's
 * day, until endsOn (included) if given. Each run evaluates the segment again.
 */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: () => m.frequency }),
    days: z
      .array(
        z
          .number({ error: () => m.weekday })
          .int({ error: () => m.weekday })
          .min(1, { error: () => m.weekday })
          .max(7, { error: () => m.weekday }),
      )
      .max(7)
      .default([]),
    time: timeOfDaySchema,
    endsOn: planDaySchema.optional(),
  })
  // Defensive: zod may run it on an object whose fields were refused.
  .refine(
    (recurrence) =>
      recurrence.frequency !== 'weekly' || (Array.isArray(recurrence.days) && recurrence.days.length > 0),
    {
      error: () => m.recurrenceNoDay,
      path: ['days'],
    },
  );
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const AB_METRICS = ['read', 'reply'] as const;
export const AB_PICKS = ['auto', 'manual'] as const;
export const AB_VARIANTS = ['A', 'B'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];
/**
 * An A/B test: sharePercent of the segment gets A (the campaign's message), as many get variantB;
 * after decideAfterHours the winner (read or reply rate, a tie goes to A) is sent to the rest —
 * by itself ('auto') or when you pick it ('manual').
 */
export const abTestSchema = z.object({
  variantB: campaignMessageSchema,
  sharePercent: z
    .number({ error: () => m.shareTooLow })
    .int({ error: () => m.shareTooLow })
    .min(1, { error: () => m.shareTooLow })
    .max(50, { error: () => m.shareTooHigh }),
  metric: z.enum(AB_METRICS, { error: () => m.metric }),
  decideAfterHours: z
    .number({ error: () => m.decideAfter })
    .int({ error: () => m.decideAfter })
    .min(1, { error: () => m.decideAfter })
    .max(72, { error: () => m.decideAfter }),
  pick: z.enum(AB_PICKS, { error: () => m.pick }),
});
export type AbTest = z.infer<typeof abTestSchema>;

/** What POST /broadcasts and PUT /broadcasts/plans/{planId} take. */
export const campaignPlanFieldsSchema = campaignAudienceSchema.extend({
  name: z
    .string()
    .trim()
    .max(80, { error: () => m.nameTooLong })
    .optional(),
  scheduleAt: scheduleAtSchema.optional(),
  recurrence: recurrenceSchema.optional(),
  abTest: abTestSchema.optional(),
});
export type CampaignPlanFields = z.infer<typeof campaignPlanFieldsSchema>;

/**
 * A row of the campaigns list: a campaign (a broadcasts row, started now, by a plan or by the
 * chatbot's broadcast panel) or a plan not run yet / recurring. 'scheduled' and 'recurring' are plans.
 */
export const CAMPAIGN_LIST_STATUSES = ['scheduled', 'recurring', ...CAMPAIGN_STATUSES] as const;
export type CampaignListStatus = (typeof CAMPAIGN_LIST_STATUSES)[number];

/** A variant's figures: its recipients, and the rates the winner is chosen by (0–1, null before any send). */
export const abVariantFiguresSchema = z.object({
  variant: z.enum(AB_VARIANTS),
  template: z.string(),
  langage: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  read: z.number().int(),
  replied: z.number().int(),
  readRate: z.number().nullable(),
  replyRate: z.number().nullable(),
});

/**
 * A campaign's A/B state: 'testing' until decideAt, 'awaitingChoice' (manual: 'En attente de votre
 * choix'), 'decided' (the winner goes to the held rest).
 */
export const AB_PHASES = ['testing', 'awaitingChoice', 'decided'] as const;
export const abStateSchema = z.object({
  metric: z.enum(AB_METRICS),
  pick: z.enum(AB_PICKS),
  sharePercent: z.number().int(),
  decideAfterHours: z.number().int(),
  phase: z.enum(AB_PHASES),
  decideAt: z.string().nullable(),
  winner: z.enum(AB_VARIANTS).nullable(),
  /** Recipients waiting for the winner. */
  held: z.number().int(),
  variants: z.array(abVariantFiguresSchema),
});
export type AbState = z.infer<typeof abStateSchema>;

/** A campaign's counters (as the chatbot's broadcast report counts them), plus held and replied. */
export const campaignFiguresSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
  pending: z.number().int(),
  skipped: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  replied: z.number().int(),
  /** Meta capped them (131049) after retries: neither failed nor sent. */
  capped: z.number().int(),
  held: z.number().int(),
});

export const campaignListItemSchema = z.object({
  /** The campaign's id, or the plan's while it has no campaign of its own (scheduled, recurring). */
  id: z.string(),
  kind: z.enum(['campaign', 'plan']),
  campaignId: z.string().nullable(),
  planId: z.string().nullable(),
  chatbotId: z.string(),
  chatbotName: z.string(),
  /** The name given, or null (the screen shows the template's). */
  name: z.string().nullable(),
  template: z.string(),
  langage: z.string(),
  status: z.enum(CAMPAIGN_LIST_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A plan: its local time as entered ('YYYY-MM-DDTHH:mm', workspace time zone), once-only plans. */
  scheduleAt: z.string().nullable(),
  recurrence: recurrenceSchema.nullable(),
  /** A plan's next run (ISO instant), null once finished or cancelled. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  runs: z.number().int(),
  /** A campaign's figures; null for a plan. */
  figures: campaignFiguresSchema.nullable(),
  abTest: abStateSchema.nullable(),
  /** Why the campaign stopped or waits, in words (Meta's error, quiet hours, the A/B choice), or null. */
  pauseReason: z.string().nullable(),
  /** The stored code behind pauseReason (e.g. 'graph:131048', 'quality:RED', 'quiet-hours', 'ab-choice'), or null. */
  pauseCode: z.string().nullable(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

/** One campaign or plan with what the composer needs to edit it. */
export const campaignDetailSchema = campaignListItemSchema.extend({
  message: campaignMessageSchema,
  /** The segment's condition rows as a JSON string, as the composer sent them. */
  conditions: z.string(),
  abTestSettings: abTestSchema.nullable(),
  timeZone: z.string(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** The workspace's sending rules: no campaign sends inside quiet hours; nobody is reached twice within the cap. */
export const campaignSettingsSchema = z.object({
  quietHours: z
    .object({ start: timeOfDaySchema, end: timeOfDaySchema })
    .refine((hours) => hours?.start !== hours?.end, { error: () => m.quietHoursSame })
    .nullable(),
  frequencyCapHours: z
    .number({ error: () => m.frequencyCap })
    .int({ error: () => m.frequencyCap })
    .min(0, { error: () => m.frequencyCap })
    .max(720, { error: () => m.frequencyCap }),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export const campaignListQuerySchema = z.object({
  chatbotId: chatbotIdParamSchema.optional(),
  status: z.enum(CAMPAIGN_LIST_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
