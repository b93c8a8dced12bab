import { messages } from '@griot/contract/messages';
import type { ApiFailure } from '../../../lib/apiErrors';
import { IDENTITY_FIELDS } from './validateIdentity';

const m = messages.register;

/** The payload fields a server error may point at (`field` of the error body). */
export const REGISTRATION_FIELDS = [
  ...IDENTITY_FIELDS,
  'password',
  'captchaId',
  'captchaResponse',
  'termsAccepted',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the wizard shows for a failed call: the message, and the field it belongs to when known. */
export interface RegistrationError {
  message: string;
  field?: RegistrationField;
}

export interface FinalRegistrationError extends RegistrationError {
  /** The server refused the captcha: the wizard draws a new one. */
  captcha: boolean;
}

/** The phase-1 check's failure in French: an address or number in use, the server's text, else a generic one. */
export function registrationCheckError(failure: ApiFailure): RegistrationError {
  if (failure.kind !== 'response') return { message: m.checkGeneric };
  const inUse = existingDataConflict(failure.body.existingData);
  if (inUse) return inUse;
  return withField({ message: serverText(failure) ?? m.checkFailed }, failure.body.field);
}

/** The final registration's failure in French; a refused captcha asks for a new one. */
export function registrationFinalError(failure: ApiFailure): FinalRegistrationError {
  if (failure.kind !== 'response') return { message: m.unexpected, captcha: false };
  if (failure.body.captcha === true)
    return { message: m.captchaInvalid, captcha: true, field: 'captchaResponse' };
  const message = serverText(failure) ?? m.failedWithStatus({ status: failure.status });
  return { ...withField({ message }, failure.body.field), captcha: false };
}

export function isRegistrationField(value: unknown): value is RegistrationField {
  return REGISTRATION_FIELDS.some((field) => field === value);
}

/** Which of the submitted values an account already uses: both, the email or the phone. */
function existingDataConflict(existingData: unknown): RegistrationError | undefined {
  if (!Array.isArray(existingData)) return undefined;
  const entries: unknown[] = existingData;
  const emailInUse = entries.some((entry) => hasText(entry, 'email'));
  const telInUse = entries.some((entry) => hasText(entry, 'tel'));
  if (emailInUse && telInUse) return { message: m.emailAndPhoneInUse };
  if (emailInUse) return { message: m.emailInUse, field: 'email' };
  if (telInUse) return { message: m.phoneInUse, field: 'phoneNumber' };
  return undefined;
}

/**
 * The server's own French text. The error body is read rather than the client error's message:
 * a body that is not ours (a proxy's page) leaves oRPC's English default there.
 */
function serverText(failure: Extract<ApiFailure, { kind: 'response' }>): string | undefined {
  const { message, error } = failure.body;
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

function withField(error: RegistrationError, field: unknown): RegistrationError {
  return isRegistrationField(field) ? { ...error, field } : error;
}

function hasText(entry: unknown, key: 'email' | 'tel'): boolean {
  if (typeof entry !== 'object' || entry === null || !(key in entry)) return false;
  const value: unknown = Reflect.get(entry, key);
  return typeof value === 'string' && value.length > 0;
}
