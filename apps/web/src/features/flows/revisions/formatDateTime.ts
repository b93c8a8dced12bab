import { displayLocale } from '../../../lib/displayLocale';

/**
 * A date and its time to the minute, in figures, as the language shown writes them
 * (05/03/2026 10:07 in French).
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(displayLocale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
