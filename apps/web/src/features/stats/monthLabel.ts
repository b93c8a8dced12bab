const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A 'YYYY-MM' month from the stats call as French words: 'juin', 'janv.' for the bar labels, or
 * 'juin 2025' for screen readers. Built in UTC so that no time zone moves it into the month before.
 * A value that is not 'YYYY-MM' is returned as is.
 */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return (style === 'short' ? shortMonth : longMonth).format(date);
}
