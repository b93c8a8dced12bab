import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser, loginAs } from '../../test/factories';

const testServer = useTestServer();

const me = (token?: string) =>
  testServer().app.inject({
    method: 'GET',
    url: '/api/strong/auth/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('sessions', () => {
  it('refuses a call without a bearer token with a French 401', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'Session expirée, veuillez vous reconnecter',
      message: 'Session expirée, veuillez vous reconnecter',
    });
  });

  it('refuses an unknown token', async () => {
    const response = await me('grt_inconnu');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session expirée ou non autorisée. Veuillez vous reconnecter.');
  });

  it('logout revokes the token on the server; other sessions of the user keep working', async () => {
    const { user } = await buildUser(testServer().db);
    const first = await loginAs(testServer().app, user.email);
    const second = await loginAs(testServer().app, user.email);
    const logout = await testServer().app.inject({
      method: 'POST',
      url: '/api/strong/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Déconnexion réussie' });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});
