import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppFake, type WhatsAppFake } from './whatsAppFake';

let fake: WhatsAppFake;

beforeAll(async () => {
  fake = await startWhatsAppFake({ appSecret: 'secret', accessToken: 'EAAG-configured' });
});
afterAll(async () => {
  await fake.close();
});

const graph = (path: string, init: RequestInit = {}) => fetch(`${fake.url}/v23.0/${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function exchange(code: string) {
  return graph(`oauth/access_token?client_id=app&client_secret=s&code=${encodeURIComponent(code)}`);
}

describe('WhatsApp fake: onboarding', () => {
  it('describes an issued token with GET /debug_token: its app and its WABA per WhatsApp scope', async () => {
    const signup = fake.signup.completeSignup();
    const { access_token: token } = await (await exchange(signup.code)).json();
    const debug = (input: string, appToken = 'app|s') =>
      graph(
        `debug_token?input_token=${encodeURIComponent(input)}&access_token=${encodeURIComponent(appToken)}`,
      );
    const described = await debug(token);
    expect(described.status).toBe(200);
    const { data } = await described.json();
    expect(data).toMatchObject({ app_id: 'app', is_valid: true, type: 'SYSTEM_USER' });
    expect(data.scopes).toEqual(
      expect.arrayContaining(['whatsapp_business_management', 'whatsapp_business_messaging']),
    );
    expect(data.granular_scopes).toEqual(
      expect.arrayContaining([
        { scope: 'whatsapp_business_management', target_ids: [signup.waba.id] },
        { scope: 'whatsapp_business_messaging', target_ids: [signup.waba.id] },
      ]),
    );
    // The same WABA signed up again: a new token granted the same WABA.
    const again = fake.signup.completeSignup({ wabaId: signup.waba.id });
    expect(again.phoneNumberId).toBe(signup.phoneNumberId);
    const { access_token: second } = await (await exchange(again.code)).json();
    const secondData = (await (await debug(second)).json()).data;
    expect(secondData.granular_scopes[0].target_ids).toEqual([signup.waba.id]);

    const unknown = await (await debug('EAAG-inconnu')).json();
    expect(unknown.data).toMatchObject({ is_valid: false, error: { code: 190 } });
    const noApp = await debug(token, '');
    expect(noApp.status).toBe(400);
    expect((await noApp.json()).error.code).toBe(100);
  });

  it('exchanges a signup code once, within 30 s, for a token that reads the number', async () => {
    const signup = fake.signup.completeSignup({
      verifiedName: 'Awa',
      displayPhoneNumber: '+221 77 555 66 77',
    });
    const first = await exchange(signup.code);
    expect(first.status).toBe(200);
    const { access_token: token } = await first.json();
    expect((await exchange(signup.code)).status).toBe(400);
    const old = fake.signup.completeSignup({ issuedAt: Date.now() - 31_000 });
    expect((await exchange(old.code)).status).toBe(400);

    const number = await (
      await graph(`${signup.phoneNumberId}?fields=id`, { headers: bearer(token) })
    ).json();
    expect(number).toMatchObject({
      id: signup.phoneNumberId,
      display_phone_number: '+221 77 555 66 77',
      verified_name: 'Awa',
      code_verification_status: 'NOT_VERIFIED',
    });
    expect((await graph(`${signup.phoneNumberId}`, { headers: bearer('EAAG-other') })).status).toBe(401);
    const listed = await (await graph(`${signup.waba.id}/phone_numbers`, { headers: bearer(token) })).json();
    expect(listed.data).toHaveLength(1);
    const subscribed = await graph(`${signup.waba.id}/subscribed_apps`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(await subscribed.json()).toEqual({ success: true });
    // The business token also sends messages, like the configured one.
    const sent = await graph(`${signup.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '221770000001',
        type: 'text',
        text: { body: 'Salut' },
      }),
    });
    expect(sent.status).toBe(200);
  });

  it('verifies by code, then registers with a PIN; counts register attempts', async () => {
    const signup = fake.signup.completeSignup();
    const { access_token: token } = await (await exchange(signup.code)).json();
    const id = signup.phoneNumberId ?? '';
    const register = () =>
      graph(`${id}/register`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', pin: '123456' }),
      });
    expect((await register()).status).toBe(400);
    expect(
      (
        await graph(`${id}/request_code?code_method=SMS&language=fr`, {
          method: 'POST',
          headers: bearer(token),
        })
      ).status,
    ).toBe(200);
    const code = fake.signup.lastVerificationCode(id) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const lastCode = await (await fetch(`${fake.url}/embedded-signup/last-code/${id}`)).json();
    expect(lastCode.code).toBe(code);
    expect(
      (
        await graph(`${id}/verify_code?code=000000${code === '000000' ? '1' : ''}`, {
          method: 'POST',
          headers: bearer(token),
        })
      ).status,
    ).toBe(400);
    expect(
      (await graph(`${id}/verify_code?code=${code}`, { method: 'POST', headers: bearer(token) })).status,
    ).toBe(200);
    expect((await register()).status).toBe(200);
    expect(fake.signup.findNumber(id)).toMatchObject({
      code_verification_status: 'VERIFIED',
      registeredPin: '123456',
      registerAttempts: 2,
    });
  });

  it('serves the simulator: an SDK stand-in and a popup that posts WA_EMBEDDED_SIGNUP', async () => {
    const sdk = await fetch(`${fake.url}/embedded-signup/sdk.js`);
    expect(sdk.headers.get('content-type')).toContain('javascript');
    expect(await sdk.text()).toContain('window.FB');
    const dialog = await (
      await fetch(`${fake.url}/embedded-signup/dialog?config_id=cfg&origin=http://app.test`)
    ).text();
    expect(dialog).toContain('Terminer l’inscription');
    const finish = await fetch(`${fake.url}/embedded-signup/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ origin: 'http://app.test', outcome: 'FINISH', verified_name: '<b>x</b>' }),
    });
    const page = await finish.text();
    expect(page).toContain('WA_EMBEDDED_SIGNUP');
    expect(page).toContain('"http://app.test"');
    expect(page).not.toContain('<b>');
    const cancel = await fetch(`${fake.url}/embedded-signup/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ origin: 'http://app.test', outcome: 'CANCEL' }),
    });
    expect(await cancel.text()).toContain('CANCEL');
  });
});
