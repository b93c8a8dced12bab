import { z } from 'zod';
import { chatbotTypeSchema } from '../chatbots/chatbotSchemas';
import { contactMessages } from '../contacts/contactMessages';
import { tagSchema } from '../contacts/contactSchemas';
import { messages } from '../messages';

/** The users page sizes; 'Tous' sends 999999. */
export const END_USERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const END_USERS_PAGE_SIZE_DEFAULT = 20;
export const END_USERS_PAGE_ALL = 999_999;
/**
 * A search's total is counted up to this many matches (then `total_capped`): counting every
 * match of a short search among a million end-users would cost more than the page itself.
 */
export const END_USERS_SEARCH_TOTAL_CAP = 1_000;
/**
 * 'Tous' (limit 999999) is one request up to this many end-users. Past it, a single
 * answer would take longer than the screen waits (at a million end-users: 408 MB of JSON, 15 s),
 * so the screen reads the list in chunks of END_USERS_CHUNK, each after the previous one's last row
 * (`after`), showing the rows as they come.
 */
export const END_USERS_ALL_AT_ONCE_MAX = 20_000;
export const END_USERS_CHUNK = 10_000;
/** A position's first part for an end-user who never wrote (an imported contact): listed last. */
export const END_USERS_NEVER_ACTIVE = 'never';
/**
 * A position in the list: the last row's activity (UTC, microseconds), or 'never' for one who
 * never wrote, and its id (pagination.next).
 */
export const END_USERS_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z|never)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Tags a row of the list carries: the end-user's first ones in alphabetical order, `tag_count`
 * saying how many they wear in all (an end-user may wear 50; a page of 'Tous' holds thousands).
 */
export const END_USER_ROW_TAGS = 3;
/** Tags one filter of the list may name (it keeps the end-users wearing any of them). */
export const END_USERS_TAG_FILTER_MAX = 20;
/** The growth periods of the chatbot dashboard, in months. */
export const GROWTH_PERIODS = [3, 6, 8, 10, 12, 24] as const;
export const GROWTH_PERIOD_DEFAULT = 6;

/** One end-user of the caller's chatbots, as the end-users table reads it. */
export const botEndUserSchema = z.object({
  id_dialog: z.string(),
  iduser: z.string(),
  user_full_name: z.string(),
  tel: z.string(),
  telbot: z.string(),
  email: z.string(),
  bot_name: z.string(),
  idbot: z.string(),
  total_discussions: z.number().int(),
  /** The last activity (the spec's field name); null: never wrote (an imported contact). */
  created_at: z.string().nullable(),
  is_active: z.boolean(),
  user_image_profile: z.string(),
  /** Griot's own: the channel and the identity the conversation screen opens. */
  channel: chatbotTypeSchema,
  usertel: z.string(),
  /** Their first END_USER_ROW_TAGS tags, alphabetical, and how many they wear in all. */
  tags: z.array(z.string()),
  tag_count: z.number().int(),
});
export type BotEndUser = z.infer<typeof botEndUserSchema>;

export const endUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(END_USERS_PAGE_ALL).default(END_USERS_PAGE_SIZE_DEFAULT),
  idbotget: z.string().uuid().optional(),
  search: z.string().trim().max(100).optional(),
  /**
   * Griot's own: only the end-users wearing at least one of these tags (`tags=VIP` or
   * `tags[0]=VIP&tags[1]=Grossiste`, as the screen sends them).
   */
  tags: z
    .preprocess(
      (value: string | string[]) => (typeof value === 'string' ? [value] : value),
      z.array(tagSchema).max(END_USERS_TAG_FILTER_MAX, { error: () => contactMessages.tooManyTagFilters }),
    )
    .optional(),
  /** Griot's own: the rows after this position (pagination.next of the previous answer), `page` ignored. */
  after: z
    .string()
    .regex(END_USERS_CURSOR, { error: () => messages.endUsers.cursorInvalid })
    .refine(isRealCursorDate, { error: () => messages.endUsers.cursorInvalid })
    .optional(),
});

/**
 * The cursor's date exists on the calendar ('2024-02-30' or month 13 pass the pattern but make
 * PostgreSQL fail the whole query); year 0 is refused too, PostgreSQL having none.
 */
function isRealCursorDate(cursor: string): boolean {
  if (cursor.startsWith(`${END_USERS_NEVER_ACTIVE}_`)) return true;
  const [year, month, day, hour, minute, second] = (cursor.match(/\d+/g) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  if (hour === undefined || minute === undefined || second === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

const monthKey = z.object({ year: z.number().int(), month: z.number().int() });

/** The chatbot dashboard's figures, from stored messages. */
export const chatbotKpisSchema = z.object({
  dau: z.array(
    z.object({
      date: z.string(),
      totalActiveUsers: z.number().int(),
      activeUsersExcludingNewRegistrations: z.number().int(),
    }),
  ),
  average_discussion: z.array(
    z.object({ year: z.number().int(), month: z.number().int(), averageInteractions: z.number() }),
  ),
  user_per_month: z.object({
    monthlyData: z.array(z.object({ month: monthKey, newUsers: z.number().int() })),
  }),
  mau: z.object({ monthlyData: z.array(z.object({ month: monthKey, activeUsers: z.number().int() })) }),
});
export type ChatbotKpis = z.infer<typeof chatbotKpisSchema>;
