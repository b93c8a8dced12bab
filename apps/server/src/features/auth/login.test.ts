import { sessions } from '@griot/db/schema/sessions';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser } from '../../test/factories';

const testServer = useTestServer();

function login(payload: unknown) {
  return testServer().app.inject({
    method: 'POST',
    url: '/api/verify/user',
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /verify/user', () => {
  it('returns the session the web client stores, with a working token', async () => {
    const { user, password, workspaceId } = await buildUser(testServer().db, { email: 'fatou@example.sn' });
    const response = await login({ email: '  Fatou@Example.SN ', password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({
      id: user.id,
      name: 'Awa Diop',
      email: 'fatou@example.sn',
      tel: user.tel,
      profile_picture: null,
      provenance: 'email',
      pointing_chatbot_stats: null,
      language: 'fr',
      user_type: 'personal',
      // The session works in the account's own workspace, named after its company.
      workspace: { id: workspaceId, name: 'Téranga Shop', kind: 'own', role: 'owner' },
      token: body.token,
    });
    expect(body.token).toMatch(/^grt_/);
    expect(JSON.stringify(body)).not.toContain(user.passwordHash);

    const me = await testServer().app.inject({
      method: 'GET',
      url: '/api/strong/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('fatou@example.sn');
  });

  it('stores only a hash of the token', async () => {
    const { user, password } = await buildUser(testServer().db);
    const { token } = (await login({ email: user.email, password })).json();
    const rows = await testServer().db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.userId === user.id && row.tokenHash.length === 64)).toBe(true);
  });

  it.each([
    [{}, 'missing both'],
    [{ email: 'a@b.sn' }, 'missing password'],
    [{ password: 'x' }, 'missing email'],
    [{ email: '   ', password: 'x' }, 'blank email'],
  ])('answers 400 "Email ou mot de passe manquant" when %s (%s)', async (payload, _case) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Email ou mot de passe manquant',
      message: 'Email ou mot de passe manquant',
    });
  });

  it('answers 404 "Utilisateur introuvable" for an unknown email', async () => {
    const response = await login({ email: 'personne@example.sn', password: 'whatever1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Utilisateur introuvable');
  });

  it('answers 401 "Mot de passe incorrect" for a wrong password and creates no session', async () => {
    const { user } = await buildUser(testServer().db);
    const before = (await testServer().db.select().from(sessions)).length;
    const response = await login({ email: user.email, password: 'pas-le-bon' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Mot de passe incorrect');
    expect((await testServer().db.select().from(sessions)).length).toBe(before);
  });
});
