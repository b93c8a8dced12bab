import { inboxConversationTexts } from './inboxConversationTexts';

/**
 * A span of time as an agent reads it, rounded down to the minute: 'moins d'une minute', '12 min',
 * '3 h 12 min', '2 j 4 h' (past a day the minutes no longer matter). In the language shown.
 */
export function formatDuration(seconds: number): string {
  const t = inboxConversationTexts.duration;
  const minutesTotal = Math.floor(Math.max(0, seconds) / 60);
  if (minutesTotal < 1) return t.lessThanMinute;
  if (minutesTotal < 60) return t.minutes({ minutes: minutesTotal });
  const hoursTotal = Math.floor(minutesTotal / 60);
  if (hoursTotal < 24) return t.hoursMinutes({ hours: hoursTotal, minutes: minutesTotal % 60 });
  return t.daysHours({ days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 });
}

/** Seconds from an instant to another (0 when the instant is unreadable). */
export function secondsBetween(fromIso: string, now: number): number {
  const from = new Date(fromIso).getTime();
  return Number.isNaN(from) ? 0 : Math.max(0, (now - from) / 1000);
}
