import { currentLanguage } from '@griot/i18n/currentLanguage';
import { INTL_LOCALES } from '@griot/i18n/languages';

const decimals = new Map<string, Intl.NumberFormat>();

/**
 * `value` with exactly `fractionDigits` decimals in the language of the moment, to pass to a
 * message as a value: 5 → '5,0' in French (as frenchDecimal writes it), '5.0' in English.
 * Plain spaces between thousands: Intl's narrow no-break space is not what texts and searches expect.
 */
export function localDecimal(value: number, fractionDigits: number): string {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale}:${fractionDigits}`;
  let format = decimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    decimals.set(key, format);
  }
  return format.format(value).replace(/[\u202F\u00A0]/g, ' ');
}
