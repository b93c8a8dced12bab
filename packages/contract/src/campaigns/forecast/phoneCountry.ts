import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The country (ISO 3166-1 alpha-2) of an international number written with or without its '+',
 * '*' when none can be told: Meta prices a template by the recipient's country calling code.
 */
export function phoneCountry(digits: string): string {
  const number = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  return number?.country ?? '*';
}
