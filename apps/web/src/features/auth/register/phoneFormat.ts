import { phoneLengthRange } from '@griot/contract/auth/phoneRules';
import { AsYouType, getExampleNumber, isSupportedCountry } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';

/** The national digits grouped as the country writes them ('77 123 45 67'), for display only. */
export function formatNationalPhone(country: string, digits: string): string {
  if (!digits || !isSupportedCountry(country)) return digits;
  return new AsYouType(country).input(digits);
}

/**
 * The per-country hint under the phone field, from a real mobile number of that country. The
 * national form ('06 12 34 56 78') is shown when its length passes our per-country rule, else the
 * bare national number (a German trunk 0 would make it 12 digits where 10-11 are allowed).
 */
export function phoneExampleHint(country: string): string | undefined {
  if (!isSupportedCountry(country)) return undefined;
  const example = getExampleNumber(country, examples);
  if (!example) return undefined;
  const national = example.formatNational();
  const { min, max } = phoneLengthRange(country);
  const length = national.replace(/\D/g, '').length;
  return `Ex : ${length >= min && length <= max ? national : formatNationalPhone(country, example.nationalNumber)}`;
}

/**
 * Keeps the digits typed or pasted. A number pasted in international form (+221 77…, 00221 77…)
 * loses its dial code, which the field already shows as its prefix.
 */
export function nationalDigitsFromInput(raw: string, dialCode: string): string {
  const digits = raw.replace(/\D/g, '');
  const trimmed = raw.trim();
  const international = trimmed.startsWith('+')
    ? digits
    : trimmed.startsWith('00')
      ? digits.slice(2)
      : undefined;
  const dialDigits = dialCode.replace(/\D/g, '');
  if (international !== undefined && dialDigits && international.startsWith(dialDigits)) {
    return international.slice(dialDigits.length);
  }
  return digits;
}
