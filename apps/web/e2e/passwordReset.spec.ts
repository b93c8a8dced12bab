import { expect, test } from '@playwright/test';
import { logInThroughForm, newAccount, registerThroughApi } from './support/accounts';
import { resetLinkFor } from './support/mailbox';

test('forgot password → the mail in the outbox → reset → login with the new password', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez entrer votre adresse email');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible();
  await expect(page.getByText(/spam/)).toBeVisible();

  const link = await resetLinkFor(account.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
  await page.getByLabel('Nouveau mot de passe').fill('faible');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau#Mot2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau#Mot2026');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect');

  await logInThroughForm(page, account.email, 'Nouveau#Mot2026', account.clientAddress);
});

test('the reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByRole('heading', { name: 'Lien de réinitialisation invalide ou expiré' }),
  ).toBeVisible();
  await expect(page.getByText('Lien de réinitialisation invalide', { exact: true })).toBeVisible();
});
