import { displayLocale } from '../../../lib/displayLocale';
import { campaignsTexts } from '../campaignsTexts';

/** ISO weekdays, Monday (1) first as a French calendar reads: the day picker's and the sentence's order. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** An ISO weekday's name in the language shown ('lundi', 'Monday'); 2023-01-02 was a Monday. */
export function weekdayName(day: number, width: 'long' | 'short' = 'long'): string {
  return new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString(displayLocale(), {
    weekday: width,
    timeZone: 'UTC',
  });
}

/** A calendar day 'YYYY-MM-DD' written out: '31 décembre 2026'. */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'lundi et jeudi', 'lundi, mercredi et vendredi': Intl's list in the language shown. */
function dayList(days: readonly number[]): string {
  const ordered = WEEK_DAYS.filter((day) => days.includes(day)).map((day) => weekdayName(day));
  return new Intl.ListFormat(displayLocale(), { style: 'long', type: 'conjunction' }).format(ordered);
}

export interface WhenInput {
  when: 'now' | 'scheduled' | 'recurring';
  date: string;
  time: string;
  frequency: 'daily' | 'weekly';
  days: readonly number[];
  until: string;
}

/**
 * The schedule in one sentence, for the summary and the list: 'Dès la validation',
 * 'Le 28 novembre 2026 à 09:00', 'Chaque lundi et jeudi à 09:00, jusqu’au 31 décembre 2026'.
 * Seven days chosen read as every day.
 */
export function whenSummary(input: WhenInput): string {
  const t = campaignsTexts.recurrence;
  if (input.when === 'now') return t.now;
  if (input.when === 'scheduled')
    return t.once({ date: input.date ? longDay(input.date) : '…', time: input.time });
  const everyDay = input.frequency === 'daily' || input.days.length === 7;
  const summary = everyDay
    ? t.daily({ time: input.time })
    : t.weekly({ days: dayList(input.days), time: input.time });
  return input.until ? t.until({ summary, date: longDay(input.until) }) : summary;
}
