import { phoneLengthRange } from '@griot/contract/auth/phoneRules';
import { AsYouType, getExampleNumber, isSupportedCountry } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { registerTexts } from './registerTexts';

/** The national digits grouped as the country writes them ('77 123 45 67'), for display only. */
export function formatNationalPhone(country: string, digits: string): string {
  if (!digits || !isSupportedCountry(country)) return digits;
  return new AsYouType(country).input(digits);
}

/**
 * The per-country hint under the phone field, from a real mobile number of that country, always
 * within the same per-country rule the field checks (so the example never fails its own check).
 * The national form ('06 12 34 56 78') when its length passes, else the bare national number (a
 * German trunk 0 would make it 12 digits where 10-11 are allowed), else the real number cut to the
 * rule's length (Côte d'Ivoire's numbers have 10 digits since 2021, the rule says 8).
 */
export function phoneExampleHint(country: string): string | undefined {
  if (!isSupportedCountry(country)) return undefined;
  const example = getExampleNumber(country, examples);
  if (!example) return undefined;
  const { min, max } = phoneLengthRange(country);
  const fits = (text: string) => {
    const length = text.replace(/\D/g, '').length;
    return length >= min && length <= max;
  };
  const national = example.formatNational();
  const hint = (sample: string) => registerTexts.identity.phoneExample({ example: sample });
  if (fits(national)) return hint(national);
  const bare = formatNationalPhone(country, example.nationalNumber);
  if (fits(bare)) return hint(bare);
  const digits = example.nationalNumber.slice(-max).padStart(min, '1');
  return hint(digits.replace(/(\d{2})(?=\d)/g, '$1 '));
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
