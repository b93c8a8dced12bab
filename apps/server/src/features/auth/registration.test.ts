import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser, registrationIdentity } from '../../test/factories';

const testServer = useTestServer();

const post = (url: string, payload: Record<string, unknown>) =>
  testServer().app.inject({ method: 'POST', url, payload });
const check = (payload: Record<string, unknown>) =>
  post('/api/strong/register/checking', { ...payload, phase: 1 });

async function solvedCaptcha(): Promise<{ captchaId: string; captchaResponse: string }> {
  const issued = (await post('/api/strong/captcha', {})).json();
  const seam = await testServer().app.inject({
    method: 'GET',
    url: `/api/testing/captcha/${issued.captchaId}`,
  });
  return { captchaId: issued.captchaId, captchaResponse: seam.json().answer.toLowerCase() };
}

async function finalPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...registrationIdentity(),
    password: 'unMotDePasse',
    termsAccepted: true,
    phase: 2,
    ...(await solvedCaptcha()),
    ...overrides,
  };
}

async function userCount(): Promise<number> {
  return (await testServer().db.select({ id: users.id }).from(users)).length;
}

describe('POST /strong/register/checking', () => {
  it('accepts a valid identity', async () => {
    const response = await check(registrationIdentity());
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it.each([
    ['firstname', '', 'Le prénom est requis'],
    ['lastname', ' ', 'Le nom est requis'],
    ['company', '', "Le nom de l'entreprise est requis"],
    ['email', '', "L'email est requis"],
    ['email', 'pas-une-adresse', 'Veuillez entrer une adresse email valide'],
    ['country', '', 'Le pays est requis'],
    ['phoneNumber', '', 'Le numéro de téléphone est requis'],
    ['phoneNumber', '+2217712345', 'Le numéro de téléphone doit contenir entre 9 et 9 chiffres.'],
    ['phoneNumber', '+22177123456789', 'Le numéro de téléphone doit contenir entre 9 et 9 chiffres.'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const response = await check(registrationIdentity({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, field });
  });

  it('applies the per-country ranges: Côte d’Ivoire 8 digits, France 9 to 10', async () => {
    expect(
      (await check(registrationIdentity({ country: 'CI', phoneNumber: '+22507123456' }))).statusCode,
    ).toBe(200);
    const ci = await check(registrationIdentity({ country: 'CI', phoneNumber: '+2250712345678' }));
    expect(ci.json().message).toBe('Le numéro de téléphone doit contenir entre 8 et 8 chiffres.');
    expect(
      (await check(registrationIdentity({ country: 'FR', phoneNumber: '+330612345678' }))).statusCode,
    ).toBe(200);
    expect(
      (await check(registrationIdentity({ country: 'FR', phoneNumber: '+33612345678' }))).statusCode,
    ).toBe(200);
  });

  it.each([
    ['email', 'Cet email est déjà associé à un compte.'],
    ['tel', 'Ce numéro de téléphone est déjà associé à un compte.'],
    ['both', "L'email et le numéro de téléphone sont déjà utilisés."],
  ])('reports an existing %s with existingData and "%s"', async (which, message) => {
    const { user } = await buildUser(testServer().db);
    const identity = registrationIdentity({
      ...(which !== 'tel' ? { email: user.email.toUpperCase() } : {}),
      ...(which !== 'email' ? { phoneNumber: user.tel } : {}),
    });
    const response = await check(identity);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.existingData).toEqual([
      { ...(which !== 'tel' ? { email: user.email } : {}), ...(which !== 'email' ? { tel: user.tel } : {}) },
    ]);
  });

  it('treats 0612345678 and 612345678 in France as one number', async () => {
    await buildUser(testServer().db, { tel: '+33612345678', country: 'FR' });
    const response = await check(registrationIdentity({ country: 'FR', phoneNumber: '+330612345678' }));
    expect(response.json().message).toBe('Ce numéro de téléphone est déjà associé à un compte.');
  });
});

describe('POST /strong/register/final', () => {
  it('creates an account that can log in, never echoing the password', async () => {
    const payload = await finalPayload({ email: 'Nouveau@Example.SN' });
    const response = await post('/api/strong/register/final', payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      name: 'Moussa Ndiaye',
      email: 'nouveau@example.sn',
      provenance: 'email',
    });
    expect(response.body).not.toContain('unMotDePasse');
    const [row] = await testServer().db.select().from(users).where(eq(users.email, 'nouveau@example.sn'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.userType).toBe('provider');
    const login = await post('/api/verify/user', { email: 'nouveau@example.sn', password: 'unMotDePasse' });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the language the screens were shown in at sign-up, French when none of ours', async () => {
    for (const [header, language] of [
      ['en-GB,en;q=0.9', 'en'],
      ['de-DE', 'fr'],
    ] as const) {
      const response = await testServer().app.inject({
        method: 'POST',
        url: '/api/strong/register/final',
        headers: { 'accept-language': header },
        payload: await finalPayload(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.language).toBe(language);
    }
  });

  it('refuses a wrong captcha with the captcha flag, and the challenge cannot be retried', async () => {
    const before = await userCount();
    const payload = await finalPayload({ captchaResponse: 'XXXXXX' });
    const response = await post('/api/strong/register/final', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Captcha invalide. Veuillez réessayer.',
      captcha: true,
    });
    expect(await userCount()).toBe(before);
  });

  it('a solved captcha works once only', async () => {
    const captcha = await solvedCaptcha();
    const first = await post('/api/strong/register/final', await finalPayload(captcha));
    expect(first.statusCode).toBe(200);
    const replay = await post('/api/strong/register/final', await finalPayload(captcha));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().captcha).toBe(true);
  });

  it('cannot skip the captcha', async () => {
    const before = await userCount();
    const { captchaId: _id, captchaResponse: _answer, ...payload } = await finalPayload();
    const response = await post('/api/strong/register/final', payload);
    expect(response.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ password: '' }, 'Le mot de passe est requis'],
    [{ password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ termsAccepted: false }, "Vous devez accepter les conditions d'utilisation pour continuer"],
    [{ captchaResponse: '' }, "Veuillez confirmer que vous n'êtes pas un robot"],
    [{ firstname: '' }, 'Le prénom est requis'],
    [{ phoneNumber: '+22177' }, 'Le numéro de téléphone doit contenir entre 9 et 9 chiffres.'],
  ])('refuses %j with "%s" and stores nothing', async (overrides, message) => {
    const before = await userCount();
    const response = await post('/api/strong/register/final', await finalPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses an email already in use, even when registered meanwhile', async () => {
    const { user } = await buildUser(testServer().db);
    const before = await userCount();
    const response = await post('/api/strong/register/final', await finalPayload({ email: user.email }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Cet email est déjà associé à un compte.');
    expect(await userCount()).toBe(before);
  });
});

describe('POST /strong/captcha', () => {
  it('issues a picture and a digest, never the answer in clear', async () => {
    const issued = (await post('/api/strong/captcha', {})).json();
    const answer = (
      await testServer().app.inject({ method: 'GET', url: `/api/testing/captcha/${issued.captchaId}` })
    ).json().answer;
    expect(answer).toMatch(/^[A-Z2-9]{6}$/);
    expect(issued.image).toMatch(/^<svg[^>]+width="200" height="70"/);
    expect(issued.image).not.toContain(answer);
    expect(JSON.stringify(issued)).not.toContain(answer);
    expect(issued.digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
