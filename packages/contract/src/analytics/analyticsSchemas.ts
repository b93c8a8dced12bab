import { z } from 'zod';
import { messages } from '../messages';
import { analyticsMessages } from './analyticsMessages';

const m = analyticsMessages;

/** The longest period a screen or an export may ask for, in months. */
export const ANALYTICS_MAX_MONTHS = 24;
/** A conversation silent this long is over: it ended where its last message left it. */
export const CONVERSATION_GAP_HOURS = 24;
/** A broadcast's reply counts when the end-user writes within this many hours of its send. */
export const BROADCAST_REPLY_HOURS = 24;
/** At most this many groups of unanswered questions, and examples per group. */
export const ASSISTANT_GROUPS_MAX = 50;
export const ASSISTANT_EXAMPLES_MAX = 5;
/** Top choices shown per element (buttons, list rows). */
export const FUNNEL_TOP_CHOICES = 5;

/** The tables of the screen, each one a CSV export (`GET /analytics/export.csv?table=…`). */
export const ANALYTICS_TABLES = [
  'days',
  'channels',
  'hours',
  'agents',
  'broadcasts',
  'funnel',
  'questions',
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The channels a figure is split by. */
export const ANALYTICS_CHANNELS = ['whatsapp', 'telegram', 'messenger', 'web'] as const;
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const analyticsDaySchema = z
  .string({ error: () => m.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.badDate })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    },
    { error: () => m.badDate },
  );

/** The last day a period starting on `from` may end on (24 months, both days included). */
export function lastAllowedDay(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  date.setUTCMonth(date.getUTCMonth() + ANALYTICS_MAX_MONTHS);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A period's fields before its checks: the export's query carries them next to its table. */
export const analyticsPeriodFields = {
  from: analyticsDaySchema,
  to: analyticsDaySchema,
  chatbotId: z
    .string()
    .uuid({ error: () => messages.chatbots.notFound })
    .optional(),
};

/**
 * A period: days in the workspace's time zone, both included; optionally one chatbot (else every
 * chatbot of the active workspace). Reversed or longer than 24 months: a French error.
 */
export const analyticsPeriodSchema = z.object(analyticsPeriodFields).superRefine((period, context) => {
  // Zod runs this even when a day was refused above: compare only two real days.
  if (!analyticsDaySchema.safeParse(period.from).success || !analyticsDaySchema.safeParse(period.to).success)
    return;
  if (period.from > period.to) context.addIssue({ code: 'custom', path: ['to'], message: m.periodReversed });
  else if (period.to > lastAllowedDay(period.from))
    context.addIssue({ code: 'custom', path: ['to'], message: m.periodTooLong });
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** A figure of the period and the same figure over the previous period of the same length. */
export const figureSchema = z.object({ value: z.number(), previous: z.number() });
export type Figure = z.infer<typeof figureSchema>;

/** A duration's median and 90th percentile in seconds (null: nothing measured in the period). */
export const durationFigureSchema = z.object({
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
  previous_median_seconds: z.number().nullable(),
  previous_p90_seconds: z.number().nullable(),
  /** How many measurements (episodes) the figures come from. */
  count: z.number().int(),
});

export const analyticsSummarySchema = z.object({
  period: z.object({
    from: z.string(),
    to: z.string(),
    /** The previous period of the same number of days, just before. */
    previous_from: z.string(),
    previous_to: z.string(),
    /** The workspace's time zone the days are cut in (IANA name). */
    time_zone: z.string(),
  }),
  /** Every figure includes what happened up to this instant (ISO). */
  computed_at: z.string(),
  conversations: z.object({
    /** Conversations begun: a first message, or a message after 24 h of silence. */
    started: figureSchema,
    /** Ended at the flow's end (its last element waited for nothing) or resolved by a person. */
    finished: figureSchema,
    /** Ended by 24 h of silence while the last element waited for an answer. */
    left: figureSchema,
  }),
  messages: z.object({
    inbound: figureSchema,
    outbound: figureSchema,
    by_channel: z.array(
      z.object({ channel: z.enum(ANALYTICS_CHANNELS), inbound: figureSchema, outbound: figureSchema }),
    ),
  }),
  end_users: z.object({
    /** First message ever in the period. */
    new: figureSchema,
    /** Wrote in the period, first seen before it. */
    returning: figureSchema,
  }),
  /** Outbound messages by who answered: the flow, GRIOT IA, a person (an agent). */
  answered_by: z.object({ flow: figureSchema, griot: figureSchema, agent: figureSchema }),
  /** Conversations handed to a person (team inbox episodes opened), by why they opened. */
  handovers: z.object({
    total: figureSchema,
    by_reason: z.array(
      z.object({ reason: z.enum(['bot', 'customer', 'griot', 'agent']), count: z.number() }),
    ),
  }),
  agents: z.object({
    first_response: durationFigureSchema,
    resolution: durationFigureSchema,
    by_agent: z.array(
      z.object({
        user_id: z.string().nullable(),
        name: z.string(),
        conversations: z.number().int(),
        median_first_response_seconds: z.number().nullable(),
        median_resolution_seconds: z.number().nullable(),
      }),
    ),
  }),
  broadcasts: z.object({
    sent: figureSchema,
    delivered: figureSchema,
    read: figureSchema,
    failed: figureSchema,
    /** Recipients who wrote within 24 h of their send. */
    replies: figureSchema,
    /** End-users who opted out (STOP or Meta's marketing opt-out) in the period. */
    opt_outs: figureSchema,
    list: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        started_at: z.string(),
        sent: z.number().int(),
        delivered: z.number().int(),
        read: z.number().int(),
        failed: z.number().int(),
        replies: z.number().int(),
      }),
    ),
  }),
  /** Day by day (workspace days), for the charts. */
  days: z.array(
    z.object({
      day: z.string(),
      inbound: z.number().int(),
      outbound: z.number().int(),
      conversations: z.number().int(),
      new_end_users: z.number().int(),
    }),
  ),
  /** Inbound messages by local weekday (0 = Monday) and hour (0–23): the heat map. */
  busiest_hours: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      messages: z.number().int(),
    }),
  ),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const funnelChoiceSchema = z.object({ label: z.string(), count: z.number().int() });

/** An element that waits for an answer (question, buttons, list…): who got there, who left there. */
export const funnelElementSchema = z.object({
  element_id: z.string(),
  type: z.string(),
  /** Its text as the editor shows it (shortened). */
  label: z.string(),
  reached: z.number().int(),
  left: z.number().int(),
  choices: z.array(funnelChoiceSchema),
});

/**
 * The elements that put a message in the conversation. A block with none of them (only conditions,
 * A/B tests, redirections, waits…) decides and sends nothing: no message says a conversation was
 * there, so its conversations are counted in the blocks it leads to.
 */
export const SENDING_ELEMENT_TYPES = [
  'text',
  'text_button',
  'list',
  'image',
  'document',
  'audio',
  'location_request_message',
  'button_link',
] as const;

export const funnelBlockSchema = z.object({
  block_id: z.string(),
  name: z.string(),
  /** The block sends nothing (a decision block): reached and left stay 0, see SENDING_ELEMENT_TYPES. */
  silent: z.boolean().optional(),
  /** Conversations that reached the block in the period (a block counts once per conversation). */
  reached: z.number().int(),
  /** Conversations that ended there: 24 h of silence after its last message. */
  left: z.number().int(),
  elements: z.array(funnelElementSchema),
});

export const analyticsFunnelSchema = z.object({
  chatbot_id: z.string(),
  period: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
  computed_at: z.string(),
  /** Conversations started in the period (the funnel's 100 %). */
  conversations: z.number().int(),
  /** Every block of the flow, including those nobody reached (0). */
  blocks: z.array(funnelBlockSchema),
  /**
   * The flow's main path from the welcome block: each step is the block most conversations went
   * to next, until the path ends or loops; the analytics screen draws it as a funnel.
   */
  path: z.array(z.object({ block_id: z.string(), name: z.string(), reached: z.number().int() })),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;

export const assistantGroupSchema = z.object({
  /** The group's most frequent wording. */
  question: z.string(),
  count: z.number().int(),
  /** 'unanswered': GRIOT IA had nothing to say; 'low_confidence': it answered unsure. */
  kind: z.enum(['unanswered', 'low_confidence']),
  examples: z.array(z.string()),
  last_asked_at: z.string(),
  chatbot_id: z.string(),
  /** The chatbot's name (H-assistant: several chatbots' groups side by side). */
  chatbot_name: z.string().optional(),
});

export const analyticsAssistantSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
  computed_at: z.string(),
  questions: z.object({
    total: figureSchema,
    answered: figureSchema,
    low_confidence: figureSchema,
    unanswered: figureSchema,
    /** Handed to a person. */
    escalated: figureSchema,
  }),
  groups: z.array(assistantGroupSchema),
  /** Questions answered with each knowledge file's help. */
  files: z.array(
    z.object({
      file_id: z.string(),
      name: z.string(),
      chatbot_id: z.string(),
      answered: z.number().int(),
      share: z.number(),
    }),
  ),
});
export type AnalyticsAssistant = z.infer<typeof analyticsAssistantSchema>;
