import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import type { WhatsAppFake } from '@griot/fakes/whatsAppFake';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/buildTestServer';
import { useWhatsAppGraphFake } from '../../../test/useWhatsAppGraphFake';

/**
 * What the WhatsApp accounts test files share: the test server with a Graph fake running the signup
 * simulator, the calls as the screen makes them, and a verified number. Each file calls
 * `useWhatsAppAccountsWorld()` at its top: the test runner shares this module between files
 * (isolate: false), so hooks registered by its body would run for the first file only.
 */
let world: { server: () => TestServer; fake: WhatsAppFake } | undefined;

export function useWhatsAppAccountsWorld(): void {
  const server = useTestServer();
  world = { server, fake: useWhatsAppGraphFake(server, { appSecret: 'test-app-secret' }) };
}

function currentWorld() {
  if (!world) throw new Error('call useWhatsAppAccountsWorld() at the top of the test file');
  return world;
}

export const testServer = (): TestServer => currentWorld().server();
/** Forwards to the current file's Graph fake. */
export const fake = new Proxy({} as WhatsAppFake, {
  get: (_target, key) => Reflect.get(currentWorld().fake, key),
  set: (_target, key, value) => Reflect.set(currentWorld().fake, key, value),
});

export type Auth = { authorization: string };

export async function call(
  auth: Auth,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await testServer().app.inject({
    method,
    url: `/api${url}`,
    headers: auth,
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A finished simulated signup, then the create call the screen makes with its code and data. */
export async function signUp(
  auth: Auth,
  options: Parameters<WhatsAppFake['signup']['completeSignup']>[0] = {},
) {
  const result = fake.signup.completeSignup(options);
  const created = await call(auth, 'POST', '/strong/create/whatsapp/account', {
    type: 'ecommerce',
    config_id: 'cfg-ecommerce',
    auth_code: result.code,
    phone_number_id: result.phoneNumberId ?? '',
    waba_id: result.waba.id,
    business_id: result.waba.businessId,
    description: '',
    phone_number: '',
    code_verification_status: 'NOT_VERIFIED',
  });
  return { result, created };
}

export async function accountRow(id: string) {
  const [row] = await testServer().db.select().from(whatsappAccounts).where(eq(whatsappAccounts.id, id));
  return row;
}

export async function verify(auth: Auth, accountId: string, phoneNumberId: string) {
  const sent = await call(auth, 'POST', '/strong/send/code', { idwhatsapp: accountId });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = fake.signup.lastVerificationCode(phoneNumberId) ?? '';
  return call(auth, 'POST', '/strong/check/code', { idwhatsapp: accountId, code });
}
