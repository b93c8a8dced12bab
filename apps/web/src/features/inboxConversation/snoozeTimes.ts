/** The snooze menu's ready-made moments, in the browser's time zone. */
export interface SnoozeChoices {
  inOneHour: Date;
  inThreeHours: Date;
  /** Tomorrow at 09:00. */
  tomorrow: Date;
  /** The next Monday at 09:00 (a week ahead when today is Monday). */
  monday: Date;
}

const HOUR = 3_600_000;

function atNine(day: Date): Date {
  const moment = new Date(day);
  moment.setHours(9, 0, 0, 0);
  return moment;
}

export function snoozeChoices(now: Date = new Date()): SnoozeChoices {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const monday = new Date(now);
  // getDay(): 0 Sunday … 6 Saturday; Monday is 1. Today Monday → next week's.
  const daysToMonday = (8 - now.getDay()) % 7 || 7;
  monday.setDate(now.getDate() + daysToMonday);
  return {
    inOneHour: new Date(now.getTime() + HOUR),
    inThreeHours: new Date(now.getTime() + 3 * HOUR),
    tomorrow: atNine(tomorrow),
    monday: atNine(monday),
  };
}

/** A Date as a datetime-local input writes it (local time, to the minute): 2026-11-27T09:00. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value read as local time; null when empty or unreadable. */
export function fromLocalInputValue(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
