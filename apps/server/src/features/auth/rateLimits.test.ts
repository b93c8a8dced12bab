import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser, registrationIdentity } from '../../test/factories';
import { authRateLimits } from './authRateLimits';

const testServer = useTestServer();

describe('authentication rate limits', () => {
  const login = (payload: Record<string, unknown>, remoteAddress: string) =>
    testServer().app.inject({ method: 'POST', url: '/api/verify/user', payload, remoteAddress });

  it('makes an address that keeps guessing one account wait, with a French 429', async () => {
    const { user, password } = await buildUser(testServer().db);
    for (let attempt = 0; attempt < authRateLimits.loginFailuresPerAddress.limit; attempt += 1) {
      expect((await login({ email: user.email, password: 'faux' }, '41.82.0.1')).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password }, '41.82.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    // The owner, elsewhere, is not locked out.
    expect((await login({ email: user.email, password }, '196.207.0.9')).statusCode).toBe(200);
  });

  it('never locks the owner out: past the failures of many addresses, a known device or a captcha gets in', async () => {
    const server = testServer();
    const { user, password } = await buildUser(server.db);
    const first = await login({ email: user.email, password }, '196.207.0.10');
    const device = first.json().device as string;
    expect(device).toMatch(/^dev_/);
    // A distributed guess: a few tries from each of many addresses.
    for (let attempt = 0; attempt < authRateLimits.loginFailuresPerAccount.limit; attempt += 1) {
      const guess = await login(
        { email: user.email, password: `faux-${attempt}` },
        `102.164.0.${attempt % 4}`,
      );
      expect(guess.statusCode).toBe(401);
    }
    // From a known device the right password works at once, and keeps its device token.
    const known = await login({ email: user.email, password, device }, '196.207.0.11');
    expect(known.statusCode).toBe(200);
    expect(known.json().device).toBe(device);
    // From a new browser (or a guesser), a proof is asked first, whatever the password.
    const unknown = await login({ email: user.email, password }, '196.207.0.12');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toMatchObject({
      captchaRequired: true,
      message:
        'Trop de tentatives sur ce compte. Pour votre sécurité, recopiez le captcha pour vous connecter.',
    });
    const forged = await login({ email: user.email, password, device: 'dev_forged' }, '196.207.0.12');
    expect(forged.statusCode).toBe(429);
    // A solved captcha lets the owner in from the new browser.
    const captcha = (
      await server.app.inject({ method: 'POST', url: '/api/strong/captcha', payload: {} })
    ).json();
    const answer = (
      await server.app.inject({ method: 'GET', url: `/api/testing/captcha/${captcha.captchaId}` })
    ).json().answer as string;
    const solved = await login(
      { email: user.email, password, captchaId: captcha.captchaId, captchaResponse: answer },
      '196.207.0.12',
    );
    expect(solved.statusCode).toBe(200);
    // A captcha is single-use: a guesser pays one per try.
    const replay = await login(
      { email: user.email, password: 'faux', captchaId: captcha.captchaId, captchaResponse: answer },
      '102.164.0.9',
    );
    expect(replay.statusCode).toBe(429);
  });

  it('limits reset requests per email', async () => {
    const { user } = await buildUser(testServer().db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= authRateLimits.resetRequestPerEmail.limit; attempt += 1) {
      statuses.push(
        (
          await testServer().app.inject({
            method: 'POST',
            url: '/api/strong/auth/reset-password',
            payload: { email: user.email },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits registration attempts per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= authRateLimits.registerPerIp.limit; attempt += 1) {
      const response = await testServer().app.inject({
        method: 'POST',
        url: '/api/strong/register/final',
        remoteAddress: '10.1.2.3',
        payload: {
          ...registrationIdentity(),
          password: 'unMotDePasse',
          termsAccepted: true,
          captchaId: randomUUID(),
          captchaResponse: 'ABCDEF',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await testServer().app.inject({
      method: 'POST',
      url: '/api/strong/captcha',
      remoteAddress: '10.9.9.9',
    });
    expect(other.statusCode).toBe(200);
  });
});
