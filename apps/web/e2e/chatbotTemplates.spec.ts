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

test('the templates fit a 390 px phone, in dark mode too, and are reached by keyboard', async ({
  page,
  request,
}, testInfo) => {
  await startLoggedIn(page, request);
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/chatbots/create');
  await page.getByRole('radio', { name: 'Partir d’un modèle' }).click();
  await expect(page.getByRole('heading', { name: 'Service client avec passage à un agent' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('templates-390-dark.png'), fullPage: true });

  // Keyboard: Tab to a card's button, Enter opens the dialog with the name field focused, Escape closes it.
  const use = page.getByRole('button', { name: 'Utiliser le modèle « Boutique »' });
  await use.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Créer à partir du modèle « Boutique »' });
  await expect(dialog.getByLabel('Nom du chatbot')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('templates-390-dark-modal.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
