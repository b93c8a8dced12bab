/**
 * Days `YYYY-MM-DD` as the analytics calls take them: calendar days of the workspace's time zone,
 * both ends included. The arithmetic runs on UTC midnights, where every day has 24 hours.
 */

export const PERIOD_PRESETS = ['last7', 'last30', 'last90', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The view without a period in its address: the last 30 days. */
export const DEFAULT_PRESET: PeriodPreset = 'last30';

export interface DayRange {
  from: string;
  to: string;
}

/** Today in the time zone (an unknown zone: the browser's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return dayFormat(timeZone).format(now);
  } catch {
    return dayFormat(undefined).format(now);
  }
}

function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  // en-CA writes 2026-11-26: the ISO order, whatever the language shown.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days a range holds, both ends included. */
export function dayCount(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The preset's days, counted back from today. */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: `${month}-01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${month}-01`, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset these days are, if any (the filter shows it chosen); undefined: a custom range. */
export function matchingPreset(range: DayRange, today: string): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}

/** The period the figures are compared with: as many days, just before (the server's rule). */
export function previousRange(range: DayRange): DayRange {
  const length = dayCount(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** A day of the date picker (a string `YYYY-MM-DD` in Mantine 9, a Date before): the same day. */
export function pickerDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
