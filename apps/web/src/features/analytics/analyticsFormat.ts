import { displayLocale } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { analyticsTexts } from './analyticsTexts';

/**
 * The screen's numbers, dates and durations in the language shown (read in render, where
 * useTexts has loaded the catalogue): 1 234, 12,5, 3 nov. 2026, '2 min 30 s', '1 h 05'.
 */

/** A share or a change: one decimal under 10, none above (12 %, 4,5 %). */
export function formatPercent(value: number): string {
  const rounded = Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return formatNumber(rounded);
}

/** A share of a whole, to one decimal: 12,5 %, 75 %. */
export function formatShare(value: number): string {
  return formatNumber(Math.round(value * 10) / 10);
}

/** part / whole as a percentage, 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** A day `YYYY-MM-DD` as people write it: 3 nov. 2026. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day of an instant in the workspace's time zone: 3 nov. 2026. */
export function formatInstantDay(instant: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  const date = new Date(instant);
  try {
    return date.toLocaleDateString(displayLocale(), { ...options, timeZone });
  } catch {
    return date.toLocaleDateString(displayLocale(), options);
  }
}

/** A day without its year, for the chart's axis: 3 nov. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The hour and minute of an instant in the workspace's time zone: 14:32. */
export function formatClock(instant: string, timeZone: string): string {
  const date = new Date(instant);
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  try {
    return date.toLocaleTimeString(displayLocale(), { ...options, timeZone });
  } catch {
    return date.toLocaleTimeString(displayLocale(), options);
  }
}

/** Monday is 0, as the summary counts weekdays: 'lundi' or 'lun.' in the language shown. */
export function weekdayName(weekday: number, width: 'long' | 'short'): string {
  // 2024-01-01 was a Monday.
  const name = new Date(Date.UTC(2024, 0, 1 + weekday)).toLocaleDateString(displayLocale(), {
    weekday: width,
    timeZone: 'UTC',
  });
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A response time: '45 s', '2 min 30 s', '1 h 05', '2 j 3 h'. Seconds count under an hour only:
 * nobody needs the seconds of a six-hour resolution.
 */
export function formatDuration(seconds: number): string {
  const t = analyticsTexts.duration;
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t.seconds({ seconds: whole });
  if (whole < 3600) {
    const minutes = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0 ? t.minutes({ minutes }) : t.minutesSeconds({ minutes, seconds: rest });
  }
  const minutes = Math.round(whole / 60);
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return t.hoursMinutes({ hours, minutes: String(minutes % 60).padStart(2, '0') });
  }
  const totalHours = Math.round(minutes / 60);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return hours === 0 ? t.days({ days }) : t.daysHours({ days, hours });
}
