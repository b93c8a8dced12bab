import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/max';

const COUNTRIES = new Set<string>(getCountries());

/** True for an ISO-2 country libphonenumber knows ('SN', 'CI', 'FR'…). */
export function isKnownCountry(code: string): code is CountryCode {
  return COUNTRIES.has(code);
}

/**
 * A phone number as a spreadsheet holds it ('77 123 45 67', '+225 07 08 09 10 11', '0033612345678',
 * '221771234567' read as a number) in E.164 ('+221771234567'), or undefined when it is not a valid
 * number. Without '+' or 00 it is read in `defaultCountry`; digits alone that are a valid
 * international number (a column Excel stored as a number lost its '+') are tried with a '+' first.
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode): string | undefined {
  // A spreadsheet's text mark ("'+221…", as our own CSV exports write a leading '+') is not part of it.
  const text = raw.trim().replace(/^'/, '');
  if (text === '') return undefined;
  const compact = text.replace(/[\s().\-/]/g, '');
  const candidates: string[] = [];
  if (compact.startsWith('+')) candidates.push(compact);
  else if (compact.startsWith('00')) candidates.push(`+${compact.slice(2)}`);
  else {
    candidates.push(compact);
    if (/^[1-9]\d{9,14}$/.test(compact)) candidates.push(`+${compact}`);
  }
  for (const candidate of candidates) {
    const parsed = candidate.startsWith('+')
      ? parsePhoneNumberFromString(candidate)
      : parsePhoneNumberFromString(candidate, defaultCountry);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}
