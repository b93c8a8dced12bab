import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser, registrationIdentity } from '../../test/factories';
import { authRateLimits } from './authRateLimits';

const testServer = useTestServer();

describe('authentication rate limits', () => {
  it('stops password guessing on one account with a French 429, even with the right password', async () => {
    const { user, password } = await buildUser(testServer().db);
    for (let attempt = 0; attempt < authRateLimits.loginPerEmail.limit; attempt += 1) {
      const response = await testServer().app.inject({
        method: 'POST',
        url: '/api/verify/user',
        payload: { email: user.email, password: 'faux' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      payload: { email: user.email, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
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
