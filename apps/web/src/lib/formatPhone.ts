import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '+221771234567' or '221771234567' → '+221 77 123 45 67'; '' when it is not a phone number. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  if (digits.replace(/\D/g, '').length < 6) return '';
  const parsed = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  return parsed?.isPossible() ? parsed.formatInternational() : raw;
}
