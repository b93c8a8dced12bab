import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Countries that write their numbers otherwise than libphonenumber's metadata. Côte d'Ivoire has
 * had ten-digit numbers since 2021, written in pairs by its regulator (ARTCI) and everyone there
 * ('07 07 21 48 36'); the metadata groups them 2-2-2-4 ('07 07 21 4836').
 */
const WRITTEN_IN_PAIRS: ReadonlySet<CountryCode> = new Set(['CI']);

const inPairs = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1 ');

/**
 * Every phone number shown in Griot, written as its country writes
 * it (libphonenumber's international format): '+221771234567' or '221771234567' (a WhatsApp id) →
 * '+221 77 123 45 67', '+2250707214836' → '+225 07 07 21 48 36'; a national number of ten digits
 * starting with 0 in pairs ('06 12 34 56 78'); one libphonenumber cannot place grouped by three.
 * '' when it is not a phone number.
 */
export function formatPhone(raw: string): string {
  const international = raw.trim().startsWith('+');
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 6) return '';
  if (!international && /^0\d{9}$/.test(digits)) return inPairs(digits);
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isPossible()) return `${international ? '+' : ''}${digits.replace(/(\d{3})(?=\d)/g, '$1 ')}`;
  if (parsed.country && WRITTEN_IN_PAIRS.has(parsed.country))
    return `+${parsed.countryCallingCode} ${inPairs(parsed.nationalNumber)}`;
  return parsed.formatInternational();
}
