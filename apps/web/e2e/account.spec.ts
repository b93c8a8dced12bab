import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { fromAccountAddress } from './support/accounts';
import { startLoggedIn } from './support/session';

test('edit the profile and see it after a reload', async ({ page, request }) => {
  await startLoggedIn(page, request);
  await page.getByRole('button', { name: /Menu du profil/ }).click();
  await page.getByRole('menuitem', { name: 'Voir le profil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mariama Ba' })).toBeVisible();
  await expect(page.getByText('Vérifié')).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Modifier le profil' }).click();
  const modal = page.getByRole('dialog', { name: 'Modifier le profil' });
  await modal.getByLabel('Nom complet').fill('Mariama Coumba Ba');
  await modal.getByLabel('Téléphone').fill('12');
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal.getByRole('alert')).toContainText('Numéro de téléphone invalide');
  await modal.getByLabel('Téléphone').fill('+221 77 555 12 34');
  await modal.getByLabel('Localisation').fill('Thiès, Sénégal');
  await modal.getByLabel('Bio').fill('Couturière, robes sur mesure.');
  await modal.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Profil mis à jour' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mariama Coumba Ba' })).toBeVisible();
  await expect(page.getByText('+221 77 555 12 34')).toBeVisible();
  await expect(page.getByText('Thiès, Sénégal')).toBeVisible();
  await expect(page.getByText('Couturière, robes sur mesure.')).toBeVisible();
  // The shell shows the new name too.
  await expect(page.getByRole('button', { name: /Menu du profil/ })).toContainText('Mariama Coumba Ba');
  // The recent activity lists the change.
  await expect(page.getByText('Profil mis à jour').first()).toBeVisible();
});

test('settings tabs follow ?tab=, and saved preferences come back after a reload', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request);
  await page.goto('/dashboard/account-settings?tab=billing');
  await expect(page.getByRole('tab', { name: 'Facturation' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Offre actuelle')).toBeVisible();
  await expect(page.getByText('29,99 €')).toBeVisible();

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  await page.getByRole('switch', { name: 'Nouveaux messages : Push' }).check();
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('switch', { name: 'Nouveaux messages : Push' })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Confidentialité' }).click();
  await page.getByRole('radio', { name: 'Contacts uniquement' }).check();
  await page.getByRole('tab', { name: 'Général' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  // Each language in its own name.
  await expect(page.getByRole('option', { name: 'Español' })).toBeVisible();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Saved: the screens speak English at once, without a reload.
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/dashboard/account-settings?tab=privacy');
  await expect(page.getByRole('radio', { name: 'Contacts only' })).toBeChecked();
  await page.goto('/dashboard/account-settings?tab=inconnu');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
});

test('revoke another session: its token answers 401 at once', async ({ page, request }) => {
  const { account } = await startLoggedIn(page, request);
  const elsewhere = await request.post('/api/verify/user', {
    headers: {
      ...fromAccountAddress(account),
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
    data: { email: account.email, password: account.password },
  });
  const otherToken = (await elsewhere.json()).token as string;
  const otherAuth = { authorization: `Bearer ${otherToken}` };
  expect((await request.get('/api/account/profile', { headers: otherAuth })).status()).toBe(200);

  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Sécurité', exact: true }).click();
  await expect(page).toHaveURL(/account-settings\?tab=security/);
  await expect(page.getByText('Cette session')).toBeVisible();
  await page.getByRole('button', { name: 'Déconnecter Mobile Safari 17 sur iPhone' }).click();
  await expect(page.getByText('Session déconnectée')).toBeVisible();
  await expect(page.getByText('Mobile Safari 17 sur iPhone')).toBeHidden();
  expect((await request.get('/api/account/profile', { headers: otherAuth })).status()).toBe(401);
});

test('change the password: the new one opens the account', async ({ page, request }) => {
  const { account } = await startLoggedIn(page, request);
  await page.goto('/dashboard/account-settings?tab=security');
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await page.getByLabel(/^Nouveau mot de passe/).fill('Nouveau#2027');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau#2027');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText('Mot de passe actuel incorrect');
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(
    page.getByText('Mot de passe modifié : vos autres sessions ont été déconnectées.'),
  ).toBeVisible();
  const login = await request.post('/api/verify/user', {
    headers: fromAccountAddress(account),
    data: { email: account.email, password: 'Nouveau#2027' },
  });
  expect(login.status()).toBe(200);
});

test('enable two-factor authentication, then log in with a code from the app', async ({ page, request }) => {
  const { account } = await startLoggedIn(page, request);
  await page.goto('/dashboard/account-settings?tab=security');
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: /QR code à scanner/ })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  const codeAt = (offsetSeconds: number) =>
    OTPAuth.TOTP.generate({
      secret: OTPAuth.Secret.fromBase32(secret),
      timestamp: Date.now() + offsetSeconds * 1000,
    });
  await page.getByLabel('Code à 6 chiffres').fill('000000');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('alert')).toContainText('Code incorrect');
  await page.getByLabel('Code à 6 chiffres').fill(codeAt(0));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Vos codes de secours')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^[a-z2-9]{4}-[a-z2-9]{4}$/ })).toHaveCount(10);
  await page.getByRole('button', { name: 'J’ai mis mes codes en lieu sûr' }).click();
  await expect(page.getByText('10 codes de secours restants')).toBeVisible();
  await expect(page.getByText(/^Activée depuis le/)).toBeVisible();

  // A new browser: the password alone no longer opens the account.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const codeField = page.getByLabel('Code de vérification');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Code de vérification incorrect');
  // The enrolment used the current step; the next one is still valid and not yet used.
  await codeField.fill(codeAt(30));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('deleting one’s account lands on the login screen, which says it was deleted', async ({
  page,
  request,
}) => {
  const { account } = await startLoggedIn(page, request);
  await page.goto('/dashboard/account-settings?tab=privacy');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const modal = page.getByRole('dialog', { name: 'Supprimer le compte' });
  await modal.getByLabel('Mot de passe').fill(account.password);
  await modal.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/login\?compte=supprime$/);
  await expect(page.getByRole('status').filter({ hasText: 'Votre compte a été supprimé.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});
