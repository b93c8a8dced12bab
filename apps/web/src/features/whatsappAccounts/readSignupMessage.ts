import {
  cancelStep,
  whatsappAccountsMessages as m,
} from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';

/** The data of a finished signup (some fields may be missing, as Meta documents). */
export interface SignupData {
  phone_number_id?: string;
  waba_id?: string;
  business_id?: string;
}

export type SignupMessage =
  | { kind: 'finish'; event: string; data: SignupData }
  | { kind: 'cancel'; message: string }
  | { kind: 'error'; message: string };

const FINISH_EVENTS = new Set(['FINISH', 'FINISH_ONLY_WABA', 'FINISH_WHATSAPP_BUSINESS_APP_ONBOARDING']);

/**
 * Reads one `message` event of Embedded Signup: only from facebook.com origins (or the local
 * simulator's, when the server says it runs), only JSON strings of type WA_EMBEDDED_SIGNUP;
 * anything else is null and ignored.
 */
export function readSignupMessage(
  origin: string,
  data: unknown,
  extraOrigins: readonly string[],
): SignupMessage | null {
  if (!isAcceptedOrigin(origin, extraOrigins) || typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.type !== 'WA_EMBEDDED_SIGNUP' || typeof parsed.event !== 'string')
    return null;
  const payload = isRecord(parsed.data) ? parsed.data : {};
  const text = (key: string) => (typeof payload[key] === 'string' ? payload[key] : undefined);
  if (FINISH_EVENTS.has(parsed.event)) {
    const fields: SignupData = {};
    const phone = text('phone_number_id');
    const waba = text('waba_id');
    const business = text('business_id');
    if (phone) fields.phone_number_id = phone;
    if (waba) fields.waba_id = waba;
    if (business) fields.business_id = business;
    return { kind: 'finish', event: parsed.event, data: fields };
  }
  if (parsed.event === 'CANCEL') {
    const errorMessage = text('error_message');
    return {
      kind: 'cancel',
      message: errorMessage
        ? m.cancelError({ message: errorMessage })
        : cancelStep(text('current_step') ?? ''),
    };
  }
  if (parsed.event === 'ERROR')
    return { kind: 'error', message: m.cancelError({ message: text('error_message') ?? '' }) };
  return null;
}

function isAcceptedOrigin(origin: string, extraOrigins: readonly string[]): boolean {
  if (extraOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (
      url.protocol === 'https:' && (url.hostname === 'facebook.com' || url.hostname.endsWith('.facebook.com'))
    );
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
