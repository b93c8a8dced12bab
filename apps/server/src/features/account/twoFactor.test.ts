import { recoveryCodes } from '@griot/db/schema/recoveryCodes';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, normaliseRecoveryCode, totpStep } from '../../domain/account/twoFactor';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, DEFAULT_TEST_PASSWORD } from '../../test/factories';

/** Two-factor authentication with TOTP: enrolment, login with a code or a recovery code, turning off. */
const testServer = useTestServer();

function codeAt(secret: string, offsetSeconds = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function post(url: string, headers: Record<string, string>, payload: object = {}) {
  return testServer().app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
}

async function login(email: string, otp?: string, ip = '203.0.113.7') {
  return testServer().app.inject({
    method: 'POST',
    url: '/api/verify/user',
    remoteAddress: ip,
    payload: { email, password: DEFAULT_TEST_PASSWORD, ...(otp === undefined ? {} : { otp }) },
  });
}

/** An account with two-factor authentication on: its secret and recovery codes. */
async function enrolledAccount() {
  const account = await buildAccount(testServer());
  const setup = await post('/account/2fa/setup', account.auth);
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().setup.secret as string;
  const enabled = await post('/account/2fa/enable', account.auth, { code: codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...account, secret, codes: enabled.json().recovery_codes as string[] };
}

describe('two-factor authentication', () => {
  it('enrols with a scanned secret confirmed by a first code; the secret is sealed at rest', async () => {
    const account = await buildAccount(testServer());
    const setup = await post('/account/2fa/setup', account.auth);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.json().setup;
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Griot:.+secret=/);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/account/2fa/enable', account.auth, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('Code incorrect');
    const [before] = await testServer().db.select().from(users).where(eq(users.id, account.user.id));
    expect(before?.totpEnabledAt).toBeNull();

    const enabled = await post('/account/2fa/enable', account.auth, { code: codeAt(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const [row] = await testServer().db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.totpEnabledAt).not.toBeNull();
    expect(row?.totpSecretEncrypted).not.toContain(secret);
    expect(row?.totpPendingSecretEncrypted).toBeNull();
    const stored = await testServer()
      .db.select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, account.user.id));
    expect(stored.map((code) => code.codeHash)).not.toContain(normaliseRecoveryCode(codes[0] ?? ''));

    const profile = await testServer().app.inject({ url: '/api/account/profile', headers: account.auth });
    expect(profile.json().profile.security.two_factor_enabled).toBe(true);
    const again = await post('/account/2fa/setup', account.auth);
    expect(again.statusCode).toBe(409);
  });

  it('asks the code after the right password, accepts each code once and each recovery code once', async () => {
    const account = await enrolledAccount();
    const email = account.user.email;

    const withoutCode = await login(email);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ twoFactorRequired: true });
    expect(withoutCode.json().token).toBeUndefined();

    expect((await login(email, '123456')).statusCode).toBe(401);

    // The enrolment used the current step: the next one opens the account, once.
    const next = codeAt(account.secret, 30);
    const ok = await login(email, next);
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await login(email, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toContain('déjà été utilisé');

    const recovery = (account.codes[3] ?? '').toUpperCase().replace('-', ' ');
    expect((await login(email, recovery)).statusCode).toBe(200);
    const reused = await login(email, account.codes[3]);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toContain('déjà été utilisé');

    const status = await testServer().app.inject({ url: '/api/account/2fa', headers: account.auth });
    expect(status.json().two_factor).toMatchObject({ enabled: true, recovery_codes_left: 9 });
  });

  it('counts wrong codes like wrong passwords: an address guessing codes is made to wait', async () => {
    const account = await enrolledAccount();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(account.user.email, '999999', '203.0.113.50')).statusCode).toBe(401);
    const blocked = await login(account.user.email, codeAt(account.secret, 30), '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    // The owner elsewhere still gets in.
    expect((await login(account.user.email, codeAt(account.secret, 30), '198.51.100.9')).statusCode).toBe(
      200,
    );
  });

  it('turns off only with the password and a code; new recovery codes replace the old ones', async () => {
    const account = await enrolledAccount();
    const renewed = await post('/account/2fa/recovery-codes', account.auth, { code: account.codes[0] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect((await login(account.user.email, account.codes[1])).statusCode).toBe(401);

    const wrongPassword = await post('/account/2fa/disable', account.auth, {
      password: 'pas-le-bon',
      code: fresh[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await post('/account/2fa/disable', account.auth, {
      password: DEFAULT_TEST_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect((await login(account.user.email)).statusCode).toBe(401);

    const off = await post('/account/2fa/disable', account.auth, {
      password: DEFAULT_TEST_PASSWORD,
      code: fresh[1],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(account.user.email)).statusCode).toBe(200);
    const left = await testServer()
      .db.select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, account.user.id));
    expect(left).toHaveLength(0);
  });
});

describe('twoFactor helpers', () => {
  it('finds the step of a code within one step either side, and nothing further', () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const at = (seconds: number) =>
      OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: now + seconds * 1000 });
    expect(totpStep(secret, at(0), now)).toBe(step);
    expect(totpStep(secret, at(-30), now)).toBe(step - 1);
    expect(totpStep(secret, at(90), now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes ten distinct recovery codes without ambiguous characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });
});
