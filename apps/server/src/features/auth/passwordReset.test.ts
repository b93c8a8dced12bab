import { passwordResets } from '@griot/db/schema/passwordResets';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildUser, loginAs } from '../../test/factories';
import { readOutbox, waitForMail } from '../../test/outbox';

const testServer = useTestServer();

const post = (url: string, payload: Record<string, unknown>) =>
  testServer().app.inject({ method: 'POST', url, payload });

async function requestLink(email: string): Promise<string> {
  const response = await post('/api/strong/auth/reset-password', { email });
  expect(response.statusCode).toBe(200);
  const mail = await waitForMail(testServer().outboxDir, email);
  const link = /http:\/\/griot\.test\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no link in ${mail.text}`);
  return decodeURIComponent(link[1]);
}

describe('forgot and reset password', () => {
  it('answers alike whether or not the email has an account, and mails only the account', async () => {
    const { user } = await buildUser(testServer().db);
    const known = await post('/api/strong/auth/reset-password', { email: user.email });
    const unknown = await post('/api/strong/auth/reset-password', { email: 'inconnu@example.sn' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail(testServer().outboxDir, user.email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Griot');
    expect(mail.text).toContain('valable une heure');
    expect((await readOutbox(testServer().outboxDir)).some((m) => m.to.includes('inconnu@example.sn'))).toBe(
      false,
    );
  });

  it('requires an email', async () => {
    const response = await post('/api/strong/auth/reset-password', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Veuillez entrer votre adresse email');
  });

  it('resets with the link once, logs every device out, and the new password works', async () => {
    const { user } = await buildUser(testServer().db);
    const oldToken = await loginAs(testServer().app, user.email);
    const token = await requestLink(user.email);
    const reset = await post('/api/strong/auth/reset-password-confirm', {
      token,
      password: 'Nouveau#2026',
      confirmPassword: 'Nouveau#2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);

    const me = await testServer().app.inject({
      method: 'GET',
      url: '/api/strong/auth/me',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/verify/user', { email: user.email, password: 'Nouveau#2026' })).statusCode).toBe(
      200,
    );

    const again = await post('/api/strong/auth/reset-password-confirm', {
      token,
      password: 'Encore#2026x',
      confirmPassword: 'Encore#2026x',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Lien de réinitialisation invalide ou expiré');
  });

  it('refuses an expired link and changes nothing', async () => {
    const { user } = await buildUser(testServer().db);
    const token = await requestLink(user.email);
    await testServer()
      .db.update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await post('/api/strong/auth/reset-password-confirm', {
      token,
      password: 'Nouveau#2026',
      confirmPassword: 'Nouveau#2026',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await testServer().db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('a newer link replaces the older one', async () => {
    const { user } = await buildUser(testServer().db);
    const first = await requestLink(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestLink(user.email);
    const response = await post('/api/strong/auth/reset-password-confirm', {
      token: first,
      password: 'Nouveau#2026',
      confirmPassword: 'Nouveau#2026',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{ password: 'court', confirmPassword: 'court' }, 'Le mot de passe ne respecte pas tous les critères'],
    [
      { password: 'sansmajuscule1!', confirmPassword: 'sansmajuscule1!' },
      'Le mot de passe ne respecte pas tous les critères',
    ],
    [
      { password: 'SansChiffre!!', confirmPassword: 'SansChiffre!!' },
      'Le mot de passe ne respecte pas tous les critères',
    ],
    [
      { password: 'SansSpecial12', confirmPassword: 'SansSpecial12' },
      'Le mot de passe ne respecte pas tous les critères',
    ],
    [{ password: 'Nouveau#2026', confirmPassword: 'Nouveau#2027' }, 'Les mots de passe ne correspondent pas'],
    [
      { token: '', password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' },
      'Lien de réinitialisation invalide',
    ],
  ])('refuses %j with "%s" and keeps the link usable', async (overrides, message) => {
    const { user } = await buildUser(testServer().db);
    const token = await requestLink(user.email);
    const response = await post('/api/strong/auth/reset-password-confirm', { token, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await testServer().db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    const stillValid = await post('/api/strong/auth/reset-password-confirm', {
      token,
      password: 'Valide#2026',
      confirmPassword: 'Valide#2026',
    });
    expect(stillValid.statusCode).toBe(200);
  });
});
