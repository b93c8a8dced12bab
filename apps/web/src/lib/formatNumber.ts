import { displayLocale } from './displayLocale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the screens show it: French digits with a plain space between thousands,
 * or the account's language once chosen. Intl's fr-FR output uses a narrow no-break space (or a
 * no-break space on older ICU data), which the screens' texts and the tests' text searches do
 * not expect.
 */
export function formatNumber(value: number): string {
  const locale = displayLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value).replace(/[\u202F\u00A0]/g, ' ');
}
