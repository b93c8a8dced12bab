import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';

const testServer = useTestServer();

describe('the /api mount', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await testServer().app.inject({ method: 'GET', url: '/api/nexiste/pas' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      error: 'Route introuvable.',
      message: 'Route introuvable.',
    });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it('refuses a body over the size limit with a JSON 413', async () => {
    const response = await testServer().app.inject({
      method: 'POST',
      url: '/api/verify/user',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.sn', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse.');
  });

  it('answers a wrongly typed field with a French message', async () => {
    const response = await testServer().app.inject({
      method: 'POST',
      url: '/api/strong/register/checking',
      payload: {
        firstname: 'A',
        lastname: 'B',
        company: 'C',
        email: 'a@b.sn',
        country: 'SN',
        phoneNumber: '+221771234567',
        userType: 'robot',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Veuillez choisir un type de compte',
      field: 'userType',
    });
  });

  it('publishes the OpenAPI document of the contract and its docs page', async () => {
    const document = (await testServer().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/verify/user',
        '/strong/register/checking',
        '/strong/register/final',
        '/strong/auth/reset-password',
        '/strong/auth/reset-password-confirm',
      ]),
    );
    const docs = await testServer().app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const asset = await testServer().app.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
    });
    expect(asset.statusCode).toBe(200);
  });
});
