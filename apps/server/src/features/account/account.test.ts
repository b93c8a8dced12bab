import { DEFAULT_ACCOUNT_SETTINGS } from '@griot/contract/account/accountSchemas';
import { users } from '@griot/db/schema/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot, buildUser, DEFAULT_TEST_PASSWORD, loginAs } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { readOutbox, waitForMail } from '../../test/outbox';

/** The profile and account settings, persisted on the server. */
const testServer = useTestServer();

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testServer().app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

async function userRow(id: string) {
  const [row] = await testServer().db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A second login of the account, from another browser: its bearer header. */
async function loginFrom(email: string, userAgent: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await testServer().app.inject({
    method: 'POST',
    url: '/api/verify/user',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token as string}` };
}

describe('profile', () => {
  it('shows the account with figures from its chatbots and its recent activity', async () => {
    const server = testServer();
    const { user, auth, workspaceId } = await buildAccount(server);
    await buildChatbot(server, workspaceId, { bot_name: 'Boutique Awa' });
    const response = await call('GET', '/account/profile', auth);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toMatchObject({
      name: 'Awa Diop',
      email: user.email,
      user_type: 'personal',
      status: 'active',
      plan: { name: 'Premium', price_cents: 2999, currency: 'EUR' },
      stats: { chatbots: 1, messages: 0, users: 0, availability: 99.9 },
      security: { two_factor_enabled: false, active_sessions: 1, password_changed_at: null },
    });
    expect(profile.last_login).not.toBeNull();
    expect(profile.activity.map((event: { kind: string }) => event.kind)).toEqual([
      'chatbot_created',
      'login',
    ]);
    expect(profile.activity[0].subject).toBe('Boutique Awa');
  });

  it('saves the edit modal: full name split, phone in E.164, location, bio and birth date', async () => {
    const { user, auth } = await buildAccount(testServer());
    const response = await call('PUT', '/account/profile', auth, {
      name: 'Mame Diarra Bousso',
      email: user.email,
      phone: '+221 77 654 32 10',
      location: 'Dakar, Sénégal',
      bio: 'Je vends des pagnes wax à Sandaga.',
      birth_date: '1990-04-12',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profil mis à jour',
      user: { name: 'Mame Diarra Bousso', tel: '+221776543210' },
      profile: {
        firstname: 'Mame Diarra',
        lastname: 'Bousso',
        location: 'Dakar, Sénégal',
        birth_date: '1990-04-12',
      },
    });
    const stored = await userRow(user.id);
    expect(stored).toMatchObject({ firstname: 'Mame Diarra', lastname: 'Bousso', tel: '+221776543210' });
    const again = (await call('GET', '/account/profile', auth)).json().profile;
    expect(again.bio).toBe('Je vends des pagnes wax à Sandaga.');
    expect(again.activity[0].kind).toBe('profile_updated');
  });

  it('refuses a bad phone, a future birth date and another account’s email in French, changing nothing', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const { user: other } = await buildUser(server.db);
    const before = await userRow(user.id);
    const cases: Array<[object, number, string]> = [
      [{ phone: '12' }, 400, 'Numéro de téléphone invalide'],
      [{ birth_date: '2999-01-01' }, 400, 'Date de naissance invalide'],
      [{ name: '   ' }, 400, 'Le nom complet est requis'],
      [{ email: other.email }, 409, 'Cet email est déjà associé à un compte.'],
      [{ phone: other.tel ?? '' }, 409, 'Ce numéro de téléphone est déjà associé à un compte.'],
    ];
    for (const [change, status, message] of cases) {
      const response = await call('PUT', '/account/profile', auth, {
        name: 'Awa Diop',
        email: user.email,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it('takes back what GET answered: a profile without phone nor birth date (null) saves unchanged', async () => {
    const { user, auth } = await buildAccount(testServer());
    await testServer().db.update(users).set({ tel: null, birthDate: null }).where(eq(users.id, user.id));
    const { profile } = (await call('GET', '/account/profile', auth)).json();
    expect(profile).toMatchObject({ phone: null, birth_date: null });
    const saved = await call('PUT', '/account/profile', auth, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ phone: null, birth_date: null, email: user.email });
    expect(await userRow(user.id)).toMatchObject({ tel: null, birthDate: null, email: user.email });
  });

  it('tells the old address when the email changes', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const newEmail = `nouvelle.${user.id.slice(0, 8)}@example.sn`;
    const response = await call('PUT', '/account/profile', auth, {
      name: 'Awa Diop',
      email: newEmail.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow(user.id))?.email).toBe(newEmail);
    const mail = await waitForMail(server.outboxDir, user.email);
    expect(mail.subject).toBe('L’email de votre compte Griot a changé');
    expect(mail.text).toContain(newEmail);
    await loginAs(server.app, newEmail);
  });

  it('takes a PNG or JPG photo checked on its bytes, and refuses anything else', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const photo = await multipart({ avatar: fileOf(tinyPng(), 'moi.png', 'image/png') });
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...auth, ...photo.headers },
      payload: photo.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const picture: string = saved.json().profile_picture;
    expect(picture).toMatch(/^\/api\/public\/avatars\/.+\.png$/);
    expect((await server.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200);
    expect((await userRow(user.id))?.profilePicture).toBe(picture);

    const fake = await multipart({
      avatar: fileOf(Buffer.from('nom;prix\npagne;5000\n'), 'photo.png', 'image/png'),
    });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('La photo doit être une image JPG ou PNG');
    expect((await userRow(user.id))?.profilePicture).toBe(picture);
  });
});

describe('settings', () => {
  it('starts from the defaults, saves the whole document and stores an unknown language as French', async () => {
    const { user, auth } = await buildAccount(testServer());
    expect((await call('GET', '/account/settings', auth)).json().settings).toEqual(DEFAULT_ACCOUNT_SETTINGS);
    const changed = {
      ...DEFAULT_ACCOUNT_SETTINGS,
      general: { language: 'en', emailNotifications: false, darkMode: true },
      privacy: { profileVisibility: 'contacts', analytics: false },
    };
    const saved = await call('PUT', '/account/settings', auth, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Paramètres enregistrés');
    expect((await call('GET', '/account/settings', auth)).json().settings).toEqual(changed);
    // Issue 21's bad input: a language we do not speak falls back to French, without an error.
    const german = await call('PUT', '/account/settings', auth, {
      ...changed,
      general: { ...changed.general, language: 'de' },
    });
    expect(german.statusCode, german.body).toBe(200);
    const french = { ...changed, general: { ...changed.general, language: 'fr' } };
    expect(german.json().settings).toEqual(french);
    expect((await userRow(user.id))?.settings).toEqual(french);
  });
});

describe('sessions', () => {
  it('lists the live sessions with their device; a revoked one answers 401 at once', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const phone = await loginFrom(
      user.email,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const listed = (await call('GET', '/account/sessions', auth)).json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed[0].current).toBe(true);
    const other = listed.find((session: { current: boolean }) => !session.current);
    expect(other).toMatchObject({ device: 'Mobile Safari 17 sur iPhone', device_type: 'mobile' });

    const current = await call('DELETE', `/account/sessions/${listed[0].id}`, auth);
    expect(current.statusCode).toBe(400);
    expect(current.json().message).toBe('Pour fermer la session en cours, utilisez « Déconnexion »');

    const revoked = await call('DELETE', `/account/sessions/${other.id}`, auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call('GET', '/account/profile', phone)).statusCode).toBe(401);
    expect((await call('GET', '/account/profile', auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/account/sessions/${other.id}`, auth)).statusCode).toBe(404);
  });

  it('never ends another account’s session (404), and logs out everywhere else on request', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const intruder = await buildAccount(server);
    const second = await loginFrom(user.email, WINDOWS_CHROME);
    const third = await loginFrom(user.email, WINDOWS_CHROME);
    const [victimSession] = (await call('GET', '/account/sessions', second)).json().sessions;
    const foreign = await call('DELETE', `/account/sessions/${victimSession.id}`, intruder.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Session introuvable');
    expect((await call('GET', '/account/profile', second)).statusCode).toBe(200);

    const everywhere = await call('DELETE', '/account/sessions', auth);
    expect(everywhere.json()).toMatchObject({ revoked: 2, message: '2 autres sessions déconnectées' });
    expect((await call('GET', '/account/profile', second)).statusCode).toBe(401);
    expect((await call('GET', '/account/profile', third)).statusCode).toBe(401);
    expect((await call('GET', '/account/sessions', auth)).json().sessions).toHaveLength(1);
  });
});

describe('password', () => {
  const change = (current: string, next: string, confirm = next) => ({
    current_password: current,
    new_password: next,
    confirm_password: confirm,
  });

  it('refuses a wrong current password and a weak new one in French, changing nothing', async () => {
    const { user, auth } = await buildAccount(testServer());
    const before = (await userRow(user.id))?.passwordHash;
    const wrong = await call('POST', '/account/password', auth, change('Faux!2026x', 'Nouveau!2027'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mot de passe actuel incorrect');
    const weak = await call('POST', '/account/password', auth, change(DEFAULT_TEST_PASSWORD, 'motdepasse'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('Le nouveau mot de passe ne respecte pas tous les critères');
    const mismatch = await call(
      'POST',
      '/account/password',
      auth,
      change(DEFAULT_TEST_PASSWORD, 'Nouveau!2027', 'Autre!2027'),
    );
    expect(mismatch.json().message).toContain('Les mots de passe ne correspondent pas');
    expect((await userRow(user.id))?.passwordHash).toBe(before);
  });

  it('changes it: other sessions get 401, this one goes on, the owner gets a mail', async () => {
    const server = testServer();
    const { user, auth } = await buildAccount(server);
    const other = await loginFrom(user.email, WINDOWS_CHROME);
    const mailsBefore = (await readOutbox(server.outboxDir)).length;
    const response = await call(
      'POST',
      '/account/password',
      auth,
      change(DEFAULT_TEST_PASSWORD, 'Nouveau!2027'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', '/account/profile', other)).statusCode).toBe(401);
    const profile = (await call('GET', '/account/profile', auth)).json().profile;
    expect(profile.security.password_changed_at).not.toBeNull();
    expect(profile.activity[0].kind).toBe('password_changed');
    await loginAs(server.app, user.email, 'Nouveau!2027');
    const mails = (await readOutbox(server.outboxDir)).slice(mailsBefore);
    const notice = mails.find(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Votre mot de passe Griot a été modifié',
    );
    expect(notice?.text).toContain('Vos autres sessions ont été déconnectées.');
  });

  it('counts attempts per account: a stolen session cannot guess the password', async () => {
    const { auth } = await buildAccount(testServer());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push(
        (await call('POST', '/account/password', auth, change(`Faux!${attempt}xyzA`, 'Nouveau!2027')))
          .statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('login notices', () => {
  it('mails the owner when an unknown browser logs in to an account that has known ones', async () => {
    const server = testServer();
    const { user } = await buildUser(server.db);
    await loginFrom(user.email, WINDOWS_CHROME);
    const firstMails = (await readOutbox(server.outboxDir)).filter((mail) => mail.to.includes(user.email));
    expect(firstMails).toHaveLength(0);
    await loginFrom(user.email, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const mail = await waitForMail(server.outboxDir, user.email);
    expect(mail.subject).toBe('Nouvelle connexion à votre compte Griot');
    expect(mail.text).toContain('Firefox 133 sur Linux');
  });
});
