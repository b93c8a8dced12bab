import { isRecord } from '@griot/channels/isRecord';
import { Agent } from 'undici';
import {
  createGraphClient,
  type GraphAnswer,
  type GraphTarget,
  readGraphError,
} from '../../channels/meta/graphClient';
import type { RuntimeConfig } from '../../lib/config';

/** A number as Graph describes it (`GET /{phone_number_id}`, `GET /{waba_id}/phone_numbers`). */
export interface GraphPhoneNumber {
  id: string;
  display_phone_number: string;
  verified_name: string;
  code_verification_status: string;
}

/** Onboarding calls are few (a handful per account added): a small pool of their own. */
const onboardingAgent = new Agent({ keepAliveTimeout: 10_000, connections: 8 });
const TIMEOUT_MS = 15_000;

/**
 * One Graph call of WhatsApp onboarding, never throwing. Tokens and the app secret travel in the
 * request only: nothing here logs a URL or a body.
 */
export async function callGraph(
  graph: GraphTarget,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; query?: Record<string, string>; json?: unknown } = {},
): Promise<GraphAnswer> {
  const client = createGraphClient(graph, { dispatcher: onboardingAgent, timeoutMs: TIMEOUT_MS });
  const call = { token: options.token, query: options.query };
  return method === 'GET' ? client.get(path, call) : client.post(path, options.json, call);
}

/** Graph's own words about a failed call (English), for the French message around them. */
export function graphErrorDetail(answer: GraphAnswer): string {
  return readGraphError(answer).message || `HTTP ${answer.status}`;
}

/** `GET /oauth/access_token`: the signup's code (valid 30 s, once) for a business token. */
export async function exchangeSignupCode(
  runtime: RuntimeConfig,
  code: string,
): Promise<{ ok: true; token: string } | { ok: false; answer: GraphAnswer }> {
  const answer = await callGraph(runtime, 'GET', 'oauth/access_token', {
    query: { client_id: runtime.fbAppId ?? '', client_secret: runtime.fbAppSecret ?? '', code },
  });
  const token = isRecord(answer.body) ? answer.body.access_token : undefined;
  if (answer.status === 200 && typeof token === 'string' && token !== '') return { ok: true, token };
  return { ok: false, answer };
}

export async function readPhoneNumber(
  graph: GraphTarget,
  token: string,
  phoneNumberId: string,
): Promise<{ ok: true; number: GraphPhoneNumber } | { ok: false; answer: GraphAnswer }> {
  const answer = await callGraph(graph, 'GET', encodeURIComponent(phoneNumberId), {
    token,
    query: { fields: 'id,display_phone_number,verified_name,code_verification_status' },
  });
  const number = readNumber(answer.body);
  return answer.status === 200 && number ? { ok: true, number } : { ok: false, answer };
}

export async function listWabaNumbers(
  graph: GraphTarget,
  token: string,
  wabaId: string,
): Promise<{ ok: true; numbers: GraphPhoneNumber[] } | { ok: false; answer: GraphAnswer }> {
  const answer = await callGraph(graph, 'GET', `${encodeURIComponent(wabaId)}/phone_numbers`, {
    token,
    query: { fields: 'id,display_phone_number,verified_name,code_verification_status' },
  });
  const data = isRecord(answer.body) ? answer.body.data : undefined;
  if (answer.status !== 200 || !Array.isArray(data)) return { ok: false, answer };
  return { ok: true, numbers: data.map(readNumber).filter((number) => number !== undefined) };
}

/** A plain `{ success: true }` call (subscribed_apps, request_code, verify_code, register). */
export async function postGraphAction(
  graph: GraphTarget,
  token: string,
  path: string,
  options: { query?: Record<string, string>; json?: unknown } = {},
): Promise<{ ok: true } | { ok: false; answer: GraphAnswer }> {
  const answer = await callGraph(graph, 'POST', path, { token, ...options });
  const success = isRecord(answer.body) && answer.body.success === true;
  return answer.status === 200 && success ? { ok: true } : { ok: false, answer };
}

/** Whether the WABA lists at least one subscribed app (`GET /{waba_id}/subscribed_apps`). */
export async function readSubscribedApps(
  graph: GraphTarget,
  token: string,
  wabaId: string,
): Promise<{ ok: true; subscribed: boolean } | { ok: false; answer: GraphAnswer }> {
  const answer = await callGraph(graph, 'GET', `${encodeURIComponent(wabaId)}/subscribed_apps`, { token });
  const data = isRecord(answer.body) ? answer.body.data : undefined;
  if (answer.status !== 200 || !Array.isArray(data)) return { ok: false, answer };
  return { ok: true, subscribed: data.length > 0 };
}

function readNumber(value: unknown): GraphPhoneNumber | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return {
    id: value.id,
    display_phone_number: text('display_phone_number'),
    verified_name: text('verified_name'),
    code_verification_status: text('code_verification_status'),
  };
}
