import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from '../messages';

export interface PhoneLengthRange {
  min: number;
  max: number;
}

/** Digits allowed after the dial prefix, per country; any other country 7-15. */
const PHONE_LENGTHS: Record<string, PhoneLengthRange> = {
  FR: { min: 9, max: 10 },
  SN: { min: 9, max: 9 },
  US: { min: 10, max: 10 },
  CA: { min: 10, max: 10 },
  GB: { min: 10, max: 11 },
  DE: { min: 10, max: 11 },
  ES: { min: 9, max: 9 },
  IT: { min: 9, max: 10 },
  MA: { min: 9, max: 9 },
  DZ: { min: 9, max: 9 },
  CI: { min: 8, max: 8 },
  CM: { min: 9, max: 9 },
  MG: { min: 9, max: 9 },
  TN: { min: 8, max: 8 },
};
const DEFAULT_PHONE_LENGTH: PhoneLengthRange = { min: 7, max: 15 };

export function phoneLengthRange(country: string): PhoneLengthRange {
  return PHONE_LENGTHS[country.toUpperCase()] ?? DEFAULT_PHONE_LENGTH;
}

/** The dial prefix of a country, e.g. '+221' for SN; undefined for an unknown code. */
export function dialCodeOf(country: string): string | undefined {
  const code = country.toUpperCase();
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : undefined;
}

/** Keeps the digits only: the wizard strips everything else as the user types. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The wizard's per-keystroke check of the national digits (step 1). Returns the spec's message, or
 * undefined when the length is within the country's range.
 */
export function checkNationalPhone(country: string, input: string): string | undefined {
  const digits = phoneDigits(input);
  if (digits.length === 0) return messages.register.phoneRequired;
  const { min, max } = phoneLengthRange(country);
  if (digits.length < min) return messages.register.phoneTooShort({ length: digits.length, min });
  if (digits.length > max) return messages.register.phoneTooLong({ length: digits.length, max });
  return undefined;
}

export type FullPhoneCheck =
  | { ok: true; e164: string; nationalDigits: string }
  | { ok: false; message: string };

/**
 * The server's check of `phoneNumber` ("prefix plus digits", e.g. +221771234567) for `country`.
 * Returns the E.164 form used for storage and uniqueness: a French 0612345678 and 612345678 are
 * the same line, so both become +33612345678.
 */
export function checkFullPhone(country: string, phoneNumber: string): FullPhoneCheck {
  const dialCode = dialCodeOf(country);
  if (!dialCode) return { ok: false, message: messages.register.countryRequired };
  const compact = phoneNumber.replace(/[\s().-]/g, '');
  if (compact.length === 0) return { ok: false, message: messages.register.phoneRequired };
  const { min, max } = phoneLengthRange(country);
  const nationalDigits = compact.startsWith(dialCode) ? phoneDigits(compact.slice(dialCode.length)) : '';
  if (
    !compact.startsWith(dialCode) ||
    /[^\d+]/.test(compact) ||
    nationalDigits.length < min ||
    nationalDigits.length > max
  ) {
    return { ok: false, message: messages.register.phoneLengthRange({ min, max }) };
  }
  const code = country.toUpperCase();
  const parsed = isSupportedCountry(code) ? parsePhoneNumberFromString(nationalDigits, code) : undefined;
  return { ok: true, e164: parsed?.number ?? `${dialCode}${nationalDigits}`, nationalDigits };
}
