import { displayLocale } from '../../lib/displayLocale';

const STYLES = {
  short: { month: 'short', timeZone: 'UTC' },
  long: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(style: keyof typeof STYLES): Intl.DateTimeFormat {
  const locale = displayLocale();
  const key = `${locale}/${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, STYLES[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * A 'YYYY-MM' month from the stats call in the language shown: 'juin', 'janv.' for the bar labels,
 * or 'juin 2025' for screen readers (Intl's names: 'Jun', 'June 2025' in English). Built in UTC so
 * that no time zone moves it into the month before. A value that is not 'YYYY-MM' is returned as is.
 */
export function monthLabel(month: string, style: 'short' | 'long' = 'short'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return formatFor(style).format(date);
}
