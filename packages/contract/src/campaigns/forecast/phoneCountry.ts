import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** For a calling code several countries share, the one that holds most of its numbers. */
const MAIN_COUNTRY: Record<string, string> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

/**
 * The country (ISO 3166-1 alpha-2) of an international number written with or without its '+',
 * '*' when none can be told: Meta prices a template by the recipient's country calling code.
 */
export function phoneCountry(digits: string): string {
  const number = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  if (!number) return '*';
  return number.country ?? MAIN_COUNTRY[number.countryCallingCode] ?? '*';
}

/**
 * The country of the numbers that start with these digits (the forecast groups numbers by their
 * first four): a calling code has at most three, and North America's area code follows its 1, so
 * four tell the country; the rest of a plausible number is filled in for the parser.
 */
export function prefixCountry(prefix: string): string {
  return /^\d{1,4}$/.test(prefix) ? phoneCountry(`${prefix}5550123`) : '*';
}
