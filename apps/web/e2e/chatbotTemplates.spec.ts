import { expect, test } from '@playwright/test';
import { startLoggedIn } from './support/session';

test('start from the « Prise de rendez-vous » template → its flow editor with its blocks', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request);
  await page.getByRole('link', { name: 'Chatbots' }).click();
  await page.getByRole('link', { name: 'Nouveau Chatbot' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/create$/);

  await page.getByRole('radio', { name: 'Partir d’un modèle' }).click();
  await expect(page.getByRole('heading', { name: 'Boutique' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'FAQ avec GRIOT IA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service client avec passage à un agent' })).toBeVisible();
  await page.getByRole('button', { name: 'Utiliser le modèle « Prise de rendez-vous »' }).click();

  const dialog = page.getByRole('dialog', { name: 'Créer à partir du modèle « Prise de rendez-vous »' });
  await expect(dialog.getByLabel('Nom du chatbot')).toHaveValue('Prise de rendez-vous');
  await dialog.getByLabel('Nom du chatbot').fill('Salon Croix-Rousse');
  await expect(dialog.getByLabel('Canal')).toHaveValue('whatsapp');
  await dialog.getByRole('button', { name: 'Créer le chatbot' }).click();

  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/playground$/);
  const nav = page.getByRole('navigation', { name: 'Flux du chatbot' });
  for (const block of ['Prestations', 'Date et heure', 'Confirmation', 'Récap direct', 'RDV confirmé'])
    await expect(nav.getByText(block, { exact: true })).toBeVisible();
  await nav.getByText('Confirmation', { exact: true }).click();
  await expect(page).toHaveURL(/\/playground\/confirmation-[a-z0-9]{6}$/);

  // The new chatbot is in the list under the name given.
  await page.getByRole('link', { name: 'Chatbots' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Salon Croix-Rousse' })).toBeVisible();
});
