import { displayLocale } from './i18n/displayLanguage';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A month's abbreviation, 1 to 12, in the language shown: 'janv.', 'févr.' (fr), 'Jan', 'Feb' (en)… */
export function shortMonthName(month: number): string {
  const locale = displayLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, month - 1, 15)));
}
