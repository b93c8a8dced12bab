import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { debugTokenAnswer, type IssuedToken } from './debugTokenAnswer';
import { graphErrorBody, INVALID_TOKEN } from './graphError';
import { readBody, sendJson } from './httpServer';
import { signupDialogPage, signupFinishPage, signupSdkScript } from './whatsAppSignupPages';

/** A phone number of a fake WABA, as Graph describes it. */
export interface FakePhoneNumber {
  id: string;
  display_phone_number: string;
  verified_name: string;
  code_verification_status: 'NOT_VERIFIED' | 'VERIFIED' | 'EXPIRED';
  /** Set once `POST /{id}/register` succeeded, with the PIN it was given. */
  registeredPin?: string;
  registerAttempts: number;
  /** The last `request_code`: its code, method and when it was asked. */
  pendingCode?: { code: string; method: string; language: string; requestedAt: number };
}

/** A fake WhatsApp Business Account and the business it belongs to. */
export interface FakeWaba {
  id: string;
  businessId: string;
  numbers: FakePhoneNumber[];
  /** App ids subscribed with `POST /{waba_id}/subscribed_apps`. */
  subscribedApps: string[];
}

/** What a finished simulated signup produced. */
export interface SignupResult {
  code: string;
  waba: FakeWaba;
  /** Absent for FINISH_ONLY_WABA. */
  phoneNumberId?: string;
}

export interface WhatsAppSignupFake {
  readonly wabas: FakeWaba[];
  /** Simulates a finished Embedded Signup without the popup: a WABA, its number(s) and a code. */
  completeSignup(input?: {
    verifiedName?: string;
    displayPhoneNumber?: string;
    /** Several numbers and no phone_number_id in the result, as FINISH_ONLY_WABA. */
    onlyWaba?: boolean;
    extraNumbers?: number;
    verified?: boolean;
    /** The code's issue time (tests of Meta's 30 s code lifetime). */
    issuedAt?: number;
    /**
     * A signup of a WABA the fake already has (the same number added again, or from another
     * account): no new WABA, the code's token is granted this one.
     */
    wabaId?: string;
  }): SignupResult;
  /** The code the last `request_code` of this number sent by SMS or voice. */
  lastVerificationCode(phoneNumberId: string): string | undefined;
  findNumber(phoneNumberId: string): FakePhoneNumber | undefined;
  /** Whether the fake issued this business token for a signup code (and did not revoke it). */
  isIssuedToken(token: string): boolean;
  /** Tokens issued for codes; revoking one makes Graph answer 190 to it. */
  revokeToken(token: string): void;
  reset(): void;
}

/** Meta: the authorization code of Embedded Signup is valid 30 seconds, once. */
export const SIGNUP_CODE_LIFETIME_MS = 30_000;
/** Meta: a verification code is valid 10 minutes. */
export const VERIFICATION_CODE_LIFETIME_MS = 10 * 60_000;
/** Meta locks register for 72 hours after 10 attempts. */
export const REGISTER_ATTEMPT_LIMIT = 10;

const VERSIONED = /^\/(?:v\d+(?:\.\d+)?\/)?(.+)$/;

/**
 * The Graph calls of WhatsApp onboarding (code exchange, WABA numbers, subscribed_apps,
 * request_code / verify_code, register) plus a local Embedded Signup simulator (a JS SDK stand-in
 * and its popup) that posts the same `WA_EMBEDDED_SIGNUP` message events as Meta's.
 * `handle` answers a request it knows and returns false for any other.
 */
export function createWhatsAppSignupFake(getBaseUrl: () => string): {
  signup: WhatsAppSignupFake;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
} {
  const wabas: FakeWaba[] = [];
  const codes = new Map<string, { issuedAt: number; used: boolean; token: string; wabaId: string }>();
  /** Each issued business token, with the WABA its signup granted and the app it was issued to. */
  const tokens = new Map<string, IssuedToken>();

  const findNumber = (id: string): FakePhoneNumber | undefined => {
    for (const waba of wabas) {
      const number = waba.numbers.find((candidate) => candidate.id === id);
      if (number) return number;
    }
    return undefined;
  };

  const completeSignup: WhatsAppSignupFake['completeSignup'] = (input = {}) => {
    const known = input.wabaId ? wabas.find((candidate) => candidate.id === input.wabaId) : undefined;
    if (input.wabaId && !known) throw new Error(`no fake WABA ${input.wabaId}`);
    if (known) return issueCode(known, input.issuedAt, input.onlyWaba);
    const count = 1 + (input.extraNumbers ?? (input.onlyWaba ? 1 : 0));
    const numbers: FakePhoneNumber[] = Array.from({ length: count }, (_, index) => ({
      id: digits(15),
      display_phone_number:
        index === 0 && input.displayPhoneNumber
          ? input.displayPhoneNumber
          : `+221 77 ${digits(3)} ${digits(2)} ${digits(2)}`,
      verified_name: input.verifiedName ?? 'Boutique Téranga',
      code_verification_status: input.verified ? 'VERIFIED' : 'NOT_VERIFIED',
      registerAttempts: 0,
    }));
    const waba: FakeWaba = { id: digits(15), businessId: digits(15), numbers, subscribedApps: [] };
    wabas.push(waba);
    return issueCode(waba, input.issuedAt, input.onlyWaba);
  };

  const issueCode = (waba: FakeWaba, issuedAt = Date.now(), onlyWaba = false): SignupResult => {
    const code = `AQ${randomBytes(24).toString('base64url')}`;
    const token = `EAAG${randomBytes(30).toString('base64url')}`;
    codes.set(code, { issuedAt, used: false, token, wabaId: waba.id });
    return { code, waba, ...(onlyWaba ? {} : { phoneNumberId: waba.numbers[0]?.id }) };
  };

  const bearer = (req: IncomingMessage, url: URL): string | undefined => {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ')
      ? header.slice(7).trim()
      : (url.searchParams.get('access_token') ?? undefined);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const path = url.pathname;
    if (path.startsWith('/embedded-signup/')) return handleSimulator(req, res, url);
    const rest = VERSIONED.exec(path)?.[1] ?? '';
    if (req.method === 'GET' && rest === 'oauth/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const entry = codes.get(code);
      if (!entry || entry.used || Date.now() - entry.issuedAt > SIGNUP_CODE_LIFETIME_MS) {
        sendJson(
          res,
          400,
          graphErrorBody({
            code: 100,
            subcode: 36007,
            message: 'This authorization code has expired.',
          }),
        );
        return true;
      }
      entry.used = true;
      tokens.set(entry.token, {
        wabaId: entry.wabaId,
        appId: url.searchParams.get('client_id') ?? '',
        issuedAt: Math.floor(Date.now() / 1000),
      });
      sendJson(res, 200, { access_token: entry.token, token_type: 'bearer' });
      return true;
    }
    if (req.method === 'GET' && rest === 'debug_token') {
      const answer = debugTokenAnswer(url, tokens);
      sendJson(res, answer.status, answer.body);
      return true;
    }
    const [first, second, third] = rest.split('/');
    const waba = wabas.find((candidate) => candidate.id === first);
    const number = first ? findNumber(first) : undefined;
    if (third !== undefined) return false;
    const wabaCall = waba && (second === 'phone_numbers' || second === 'subscribed_apps');
    const numberCall =
      number &&
      ((req.method === 'GET' && second === undefined) ||
        (req.method === 'POST' &&
          (second === 'request_code' || second === 'verify_code' || second === 'register')));
    // Anything else (sends, media) is the main fake's.
    if (!wabaCall && !numberCall) return false;
    const token = bearer(req, url);
    if (!token || !tokens.has(token)) {
      sendJson(res, 401, graphErrorBody(INVALID_TOKEN));
      return true;
    }
    if (waba && wabaCall) {
      if (req.method === 'GET' && second === 'phone_numbers') {
        sendJson(res, 200, { data: waba.numbers.map(describeNumber) });
        return true;
      }
      if (second === 'subscribed_apps') {
        if (req.method === 'POST') {
          if (!waba.subscribedApps.includes('griot')) waba.subscribedApps.push('griot');
          sendJson(res, 200, { success: true });
        } else
          sendJson(res, 200, {
            data: waba.subscribedApps.map((id) => ({ whatsapp_business_api_data: { id, name: 'Griot' } })),
          });
        return true;
      }
    }
    if (!number) return false;
    if (req.method === 'GET' && second === undefined) {
      sendJson(res, 200, describeNumber(number));
      return true;
    }
    if (req.method !== 'POST') return false;
    const body = await readForm(req, url);
    if (second === 'request_code') {
      const method = body.code_method ?? 'SMS';
      if (method !== 'SMS' && method !== 'VOICE') {
        sendJson(res, 400, graphErrorBody({ code: 100, message: '(#100) Invalid parameter' }));
        return true;
      }
      number.pendingCode = {
        code: String(randomInt(100_000, 1_000_000)),
        method,
        language: body.language ?? 'en_US',
        requestedAt: Date.now(),
      };
      sendJson(res, 200, { success: true });
      return true;
    }
    if (second === 'verify_code') {
      const pending = number.pendingCode;
      const fresh = pending && Date.now() - pending.requestedAt <= VERIFICATION_CODE_LIFETIME_MS;
      if (!pending || !fresh || body.code !== pending.code) {
        sendJson(res, 400, graphErrorBody({ code: 136025, message: '(#136025) Verify code error' }));
        return true;
      }
      number.pendingCode = undefined;
      number.code_verification_status = 'VERIFIED';
      sendJson(res, 200, { success: true });
      return true;
    }
    if (second === 'register') {
      number.registerAttempts += 1;
      if (number.registerAttempts > REGISTER_ATTEMPT_LIMIT) {
        sendJson(
          res,
          400,
          graphErrorBody({
            code: 133016,
            message: '(#133016) Account register deregister rate limit exceeded',
          }),
        );
        return true;
      }
      if (!/^\d{6}$/.test(body.pin ?? '') || number.code_verification_status === 'NOT_VERIFIED') {
        sendJson(res, 400, graphErrorBody({ code: 133010, message: '(#133010) Account not registered' }));
        return true;
      }
      number.registeredPin = body.pin;
      sendJson(res, 200, { success: true });
      return true;
    }
    return false;
  };

  const handleSimulator = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const page = url.pathname.slice('/embedded-signup/'.length);
    if (req.method === 'OPTIONS') {
      // A preflight for the crossorigin script (Private Network Access, or extra headers of a test).
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-allow-private-network': 'true',
      });
      res.end();
      return true;
    }
    if (req.method === 'GET' && page === 'sdk.js') {
      sendText(res, 'application/javascript; charset=utf-8', signupSdkScript(getBaseUrl()));
      return true;
    }
    if (req.method === 'GET' && page === 'dialog') {
      sendText(
        res,
        'text/html; charset=utf-8',
        signupDialogPage({
          configId: url.searchParams.get('config_id') ?? '',
          origin: url.searchParams.get('origin') ?? '',
        }),
      );
      return true;
    }
    if (req.method === 'POST' && page === 'finish') {
      const form = await readForm(req, url);
      const origin = form.origin ?? '';
      const outcome = form.outcome ?? 'FINISH';
      if (outcome === 'CANCEL') {
        sendText(
          res,
          'text/html; charset=utf-8',
          signupFinishPage({ origin, event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } }),
        );
        return true;
      }
      const result = completeSignup({
        verifiedName: form.verified_name?.trim() || undefined,
        displayPhoneNumber: form.display_phone_number?.trim() || undefined,
        onlyWaba: outcome === 'FINISH_ONLY_WABA',
      });
      sendText(
        res,
        'text/html; charset=utf-8',
        signupFinishPage({
          origin,
          event: outcome === 'FINISH_ONLY_WABA' ? 'FINISH_ONLY_WABA' : 'FINISH',
          data: {
            ...(result.phoneNumberId ? { phone_number_id: result.phoneNumberId } : {}),
            waba_id: result.waba.id,
            business_id: result.waba.businessId,
          },
          code: result.code,
        }),
      );
      return true;
    }
    const codeFor = /^last-code\/([^/]+)$/.exec(page);
    if (req.method === 'GET' && codeFor) {
      const number = findNumber(decodeURIComponent(codeFor[1] ?? ''));
      sendJson(res, number?.pendingCode ? 200 : 404, { code: number?.pendingCode?.code ?? null });
      return true;
    }
    return false;
  };

  return {
    handle,
    signup: {
      wabas,
      completeSignup,
      findNumber,
      lastVerificationCode: (id) => findNumber(id)?.pendingCode?.code,
      isIssuedToken: (token) => tokens.has(token),
      revokeToken: (token) => void tokens.delete(token),
      reset() {
        wabas.length = 0;
        codes.clear();
        tokens.clear();
      },
    },
  };
}

function describeNumber(number: FakePhoneNumber) {
  return {
    id: number.id,
    display_phone_number: number.display_phone_number,
    verified_name: number.verified_name,
    code_verification_status: number.code_verification_status,
    quality_rating: 'GREEN',
  };
}

/** Graph takes parameters in the query, a form or JSON alike. */
async function readForm(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const fields: Record<string, string> = Object.fromEntries(url.searchParams);
  const raw = (await readBody(req)).toString('utf8');
  if (raw === '') return fields;
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object')
        for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') fields[key] = value;
    } catch {
      // Graph ignores a body it cannot read: so does the fake.
    }
    return fields;
  }
  for (const [key, value] of new URLSearchParams(raw)) fields[key] = value;
  return fields;
}

function sendText(res: ServerResponse, type: string, text: string): void {
  res.writeHead(200, {
    // The app loads the SDK stand-in with crossorigin="anonymous", as Meta's SDK allows.
    'access-control-allow-origin': '*',
    'content-type': type,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function digits(count: number): string {
  let text = String(randomInt(1, 10));
  while (text.length < count) text += String(randomInt(0, 10));
  return text;
}
