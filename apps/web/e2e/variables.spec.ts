import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

test('the variables screen adds, saves and deletes variables', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot des variables' });
  await page.goto(`/dashboard/chatbots/${chatbotId}/variables`);
  await expect(page.getByRole('heading', { name: 'Variables du Chatbot', level: 2 })).toBeVisible();
  await expect(page.getByText('Bot des variables')).toBeVisible();
  await expect(page.getByText('Aucune variable créée')).toBeVisible();

  await page.getByRole('button', { name: 'Créer une variable' }).click();
  const first = page.getByRole('group', { name: 'Variable #1' });
  await first.getByLabel('Identifiant').fill('user_name');
  await expect(first.getByLabel("Nom d'affichage")).toHaveValue('User Name');
  await page.getByRole('button', { name: 'Ajouter une variable' }).first().click();
  const second = page.getByRole('group', { name: 'Variable #2' });
  await second.getByLabel('Identifiant').fill('user_name');
  await expect(second.getByText('Cet identifiant est déjà utilisé')).toBeVisible();
  await second.getByLabel('Identifiant').fill('ville');
  await second.getByLabel('Type de variable').selectOption('location');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Variables sauvegardées avec succès')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Variable #2' }).getByLabel('Identifiant')).toHaveValue(
    'ville',
  );
  await page.getByRole('button', { name: 'Supprimer la variable #2' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cette variable ?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('Variable supprimée avec succès')).toBeVisible();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Variables sauvegardées avec succès')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Variable #1' }).getByLabel('Identifiant')).toHaveValue(
    'user_name',
  );
  await expect(page.getByRole('group', { name: 'Variable #2' })).toHaveCount(0);
});
