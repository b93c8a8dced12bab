import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { type InboxSettings, inboxSettingsSchema } from '@griot/contract/inbox/inboxSchemas';

/** The week as the screen lists it: Monday first (the schema's days: 0 = Sunday … 6 = Saturday). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
export type WeekDay = (typeof WEEK)[number];

export interface DayHours {
  open: boolean;
  start: string;
  end: string;
}

/**
 * The settings as the form edits them: every day of the week is there, open or closed, so closing
 * a day and opening it again gives back its hours.
 */
export interface SettingsForm {
  autoAssign: boolean;
  cap: number | string;
  hoursEnabled: boolean;
  timezone: string;
  days: Record<WeekDay, DayHours>;
  awayMessage: string;
}

/** Where an error shows: a field of the form, a day's hours, or above the form. */
export type SettingsErrors = Partial<Record<'cap' | 'timezone' | 'awayMessage' | 'form', string>> & {
  days?: Partial<Record<WeekDay, string>>;
};

const DEFAULT_START = '09:00';
const DEFAULT_END = '18:00';

export function formFromSettings(settings: InboxSettings): SettingsForm {
  const days = Object.fromEntries(
    WEEK.map((day) => {
      const hours = settings.business_hours.days.find((entry) => entry.day === day);
      return [
        day,
        { open: Boolean(hours), start: hours?.start ?? DEFAULT_START, end: hours?.end ?? DEFAULT_END },
      ];
    }),
  ) as Record<WeekDay, DayHours>;
  return {
    autoAssign: settings.auto_assign,
    cap: settings.max_open_per_agent,
    hoursEnabled: settings.business_hours.enabled,
    timezone: settings.business_hours.timezone,
    days,
    awayMessage: settings.business_hours.away_message,
  };
}

/** What the call sends: the open days only, in the week's order. */
export function settingsFromForm(form: SettingsForm): InboxSettings {
  return {
    auto_assign: form.autoAssign,
    max_open_per_agent: typeof form.cap === 'number' ? form.cap : Number.NaN,
    business_hours: {
      enabled: form.hoursEnabled,
      timezone: form.timezone,
      days: WEEK.filter((day) => form.days[day].open).map((day) => ({
        day,
        start: form.days[day].start,
        end: form.days[day].end,
      })),
      away_message: form.awayMessage.trim(),
    },
  };
}

/**
 * Puts an error on the field its path names — the contract schema's path, the same whether the
 * check ran here first or on the server (`field` of its answer, dotted). A day's error names its
 * index in the days sent, which `sent` turns back into the day.
 */
export function placeError(path: string | undefined, message: string, sent: InboxSettings): SettingsErrors {
  const parts = path?.split('.') ?? [];
  if (parts[0] === 'max_open_per_agent') return { cap: message };
  if (parts[0] === 'business_hours') {
    if (parts[1] === 'timezone') return { timezone: message };
    if (parts[1] === 'away_message') return { awayMessage: message };
    if (parts[1] === 'days' && parts[2] !== undefined) {
      const day = sent.business_hours.days[Number(parts[2])]?.day as WeekDay | undefined;
      if (day !== undefined) return { days: { [day]: message } };
    }
  }
  return { form: message };
}

/**
 * The contract schema's own check, before any call: its first issue, placed like the server's
 * (an emptied cap field is not a number at all: the cap's message says what it takes).
 */
export function checkSettings(form: SettingsForm, settings: InboxSettings): SettingsErrors | null {
  if (!Number.isInteger(form.cap)) return { cap: inboxMessages.capInvalid };
  const result = inboxSettingsSchema.safeParse(settings);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return placeError(issue.path.map(String).join('.'), issue.message, settings);
}

export function sameForm(a: SettingsForm, b: SettingsForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
