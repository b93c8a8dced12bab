import { z } from 'zod';
import { chatbotTypeSchema } from '../chatbots/chatbotSchemas';
import { chatMessageSchema, conversationStatusSchema } from '../conversations/conversationSchemas';
import { inboxMessages as m } from './inboxMessages';

/** The team inbox's views: mine (assigned to me, not resolved), unassigned (open, nobody), all, resolved. */
export const INBOX_VIEWS = ['mine', 'unassigned', 'all', 'resolved'] as const;
export const inboxViewSchema = z.enum(INBOX_VIEWS);
export type InboxView = z.infer<typeof inboxViewSchema>;

/** The colours a label may take (Mantine's palette names: the screen draws them in light and dark). */
export const LABEL_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export const NOTE_MAX = 5000;
export const CANNED_TEXT_MAX = 4096;
export const LABELS_PER_CONVERSATION_MAX = 20;
export const SNOOZE_MAX_DAYS = 90;
export const AWAY_MESSAGE_MAX = 1000;
export const INBOX_PAGE_MAX = 100;

export const conversationIdSchema = z.string().uuid({ error: () => m.conversationNotFound });
export const conversationPathInput = z.object({ id: conversationIdSchema });

export const labelSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(LABEL_COLORS) });
export type Label = z.infer<typeof labelSchema>;

export const labelInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.labelNameRequired })
    .max(40, { error: () => m.labelNameTooLong }),
  color: z.enum(LABEL_COLORS, { error: () => m.labelColorInvalid }),
});

/** A member the inbox can show or assign to. */
export const inboxMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  role: z.string(),
  availability: z.enum(['available', 'away']),
  /** Conversations assigned to them that are not resolved. */
  open_count: z.number().int(),
});
export type InboxMember = z.infer<typeof inboxMemberSchema>;

/** One conversation of the inbox list; `id` is the end-user's id (a conversation per end-user). */
export const inboxConversationSchema = z.object({
  id: z.string(),
  chatbot_id: z.string(),
  chatbot_name: z.string(),
  channel: chatbotTypeSchema,
  /** The end-user's identity on the channel: the per-chatbot transcript call takes it. */
  usertel: z.string(),
  name: z.string(),
  phone: z.string(),
  status: conversationStatusSchema,
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  snoozed_until: z.string().nullable(),
  /** The first customer message no person answered yet; null when nobody waits. */
  waiting_since: z.string().nullable(),
  last_message_at: z.string().nullable(),
  last_message_preview: z.string(),
  /** The end-user's messages this member has not read. */
  unread_count: z.number().int(),
  labels: z.array(labelSchema),
  /** WhatsApp only: free replies are possible until then; after it, a template. */
  reply_window_ends_at: z.string().nullable(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxListQuery = z.object({
  view: inboxViewSchema.default('all'),
  chatbot_id: z.string().uuid().optional(),
  channel: chatbotTypeSchema.optional(),
  label_id: z.string().uuid().optional(),
  status: conversationStatusSchema.optional(),
  /** A member's id, or 'none' for the unassigned. */
  assignee_id: z.union([z.literal('none'), z.string().uuid()]).optional(),
  /** A name, a number or words of a message. */
  search: z.string().trim().max(100).optional(),
  /** The next_cursor of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_MAX).default(50),
});

const viewCount = z.object({ total: z.number().int(), unread: z.number().int() });
export const inboxCountsSchema = z.object({
  views: z.object({ mine: viewCount, unassigned: viewCount, all: viewCount, resolved: viewCount }),
  /** Open conversations whose customer waits for a person: the sidebar's badge. */
  waiting: z.number().int(),
});

export const noteSchema = z.object({
  id: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ConversationNote = z.infer<typeof noteSchema>;

export const noteInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.noteRequired })
    .max(NOTE_MAX, { error: () => m.noteTooLong }),
});

/** The running (or last) stretch with a person, and its times in seconds. */
export const episodeSchema = z.object({
  opened_at: z.string(),
  opened_reason: z.enum(['bot', 'customer', 'griot', 'agent']),
  first_response_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  first_response_seconds: z.number().nullable(),
  resolution_seconds: z.number().nullable(),
});

export const statusInput = z
  .object({
    status: conversationStatusSchema,
    /** Required with 'snoozed': when it comes back (at most SNOOZE_MAX_DAYS ahead). */
    snooze_until: z.string().datetime({ offset: true }).optional(),
  })
  .superRefine((value, context) => {
    if (value.status !== 'snoozed') return;
    if (!value.snooze_until) {
      context.addIssue({ code: 'custom', path: ['snooze_until'], message: m.snoozeRequired });
      return;
    }
    const until = new Date(value.snooze_until).getTime();
    if (until <= Date.now())
      context.addIssue({ code: 'custom', path: ['snooze_until'], message: m.snoozeInPast });
    else if (until > Date.now() + SNOOZE_MAX_DAYS * 86_400_000)
      context.addIssue({ code: 'custom', path: ['snooze_until'], message: m.snoozeTooFar });
  });

/** What a reply can carry: what every channel's sender can send (none sends a video). */
export const ATTACHMENT_KINDS = ['image', 'document', 'audio'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const replyInput = z
  .object({
    text: z.string().trim().max(4096).optional(),
    /** A file uploaded first with inbox.upload (its returned path). */
    attachment: z
      .object({
        kind: z.enum(ATTACHMENT_KINDS),
        path: z.string().min(1).max(500),
        filename: z.string().max(200).optional(),
      })
      .optional(),
  })
  .refine((value) => Boolean(value.text) || Boolean(value.attachment), {
    error: () => m.replyEmpty,
    path: ['text'],
  });

export const cannedResponseSchema = z.object({
  id: z.string(),
  shortcut: z.string(),
  text: z.string(),
  updated_at: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

export const cannedResponseInput = z.object({
  shortcut: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}_-]{1,32}$/u, { error: () => m.shortcutInvalid }),
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.cannedTextRequired })
    .max(CANNED_TEXT_MAX, { error: () => m.cannedTextTooLong }),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.hoursInvalid });
export const businessDaySchema = z
  .object({ day: z.number().int().min(0).max(6), start: hhmm, end: hhmm })
  .refine((value) => value.start < value.end, { error: () => m.hoursInvalid, path: ['end'] });

/** Automatic assignment, its cap, business hours (days 0 = Sunday … 6 = Saturday, in the time zone). */
export const inboxSettingsSchema = z.object({
  auto_assign: z.boolean(),
  max_open_per_agent: z
    .number()
    .int()
    .min(1, { error: () => m.capInvalid })
    .max(100, { error: () => m.capInvalid }),
  business_hours: z
    .object({
      enabled: z.boolean(),
      timezone: z.string().refine(isTimeZone, { error: () => m.timezoneInvalid }),
      days: z
        .array(businessDaySchema)
        .max(7)
        .refine((days) => new Set(days.map((day) => day.day)).size === days.length, {
          error: () => m.dayRepeated,
        }),
      away_message: z
        .string()
        .trim()
        .max(AWAY_MESSAGE_MAX, { error: () => m.awayMessageTooLong }),
    })
    .refine((hours) => !hours.enabled || hours.away_message.length > 0, {
      error: () => m.awayMessageRequired,
      path: ['away_message'],
    }),
});
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;

/** What a workspace that never saved its settings has. */
export function defaultInboxSettings(): InboxSettings {
  return {
    auto_assign: false,
    max_open_per_agent: 10,
    business_hours: {
      enabled: false,
      timezone: 'Africa/Dakar',
      days: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' })),
      away_message: '',
    },
  };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Response times of the period, per member who handled conversations, in seconds. */
export const responseTimesSchema = z.object({
  days: z.number().int(),
  overall: z.object({
    conversations: z.number().int(),
    first_response_median: z.number().nullable(),
    resolution_median: z.number().nullable(),
  }),
  agents: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      conversations: z.number().int(),
      resolved: z.number().int(),
      first_response_median: z.number().nullable(),
      resolution_median: z.number().nullable(),
    }),
  ),
});

/** An approved WhatsApp template of the chatbot's WhatsApp Business account, as the reply box offers it. */
export const templateSchema = z.object({
  /** Meta's template id. */
  id: z.string(),
  title: z.string(),
  /** The body, its {{1}}… or {{name}} placeholders unfilled. */
  content: z.string(),
  language: z.string(),
  category: z.string(),
  header: z.string(),
  footer: z.string(),
  buttons: z.array(z.string()),
  /** Values the placeholders need (header, body, then URL buttons), in the order sendTemplate takes them. */
  placeholders: z.number().int(),
  /** Each placeholder: where it is, its name ('1' or 'first_name') and Meta's example, in that order. */
  parameters: z.array(
    z.object({
      component: z.enum(['header', 'body', 'button']),
      key: z.string(),
      example: z.string().optional(),
    }),
  ),
});
export type InboxTemplate = z.infer<typeof templateSchema>;

export { chatMessageSchema };
