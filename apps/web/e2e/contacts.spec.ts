import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/**
 * Contacts from elsewhere (issue 24): a small CSV imported through 'Importer des contacts' — one
 * invalid row and one duplicate — its counts and the invalid line's reason, then a contact with
 * its tag on their page; at 1440 and 390 px, light and dark (screenshots in SHOTS, to look at).
 */
const SHOTS = process.env.CONTACT_SHOTS ?? '/tmp/i24/shots/contacts';

const CSV = [
  'Prénom;Nom;Téléphone;Tags',
  'Awa;Diop;77 123 45 67;VIP',
  'Moussa;Sow;12345;',
  'Awa;D.;+221 77 123 45 67;Tabaski 2026',
  'Claire;Martin;+33 6 12 34 56 78;Grossiste',
].join('\r\n');

test.describe.configure({ timeout: 180_000 });

test('imports a CSV with an invalid row and a duplicate, shows the counts and the reason, then the contact’s tags', async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await startLoggedIn(page, request);
  await createChatbotThroughApi(request, token, {
    bot_name: 'Boutique Téranga',
    type: 'whatsapp',
    status: 'active',
  });

  await page.goto('/dashboard/all-users');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer des contacts' }).click();
  const wizard = page.getByRole('dialog', { name: 'Importer des contacts' });
  // The workspace's only WhatsApp chatbot is chosen already.
  await expect(wizard.getByRole('combobox', { name: 'Chatbot WhatsApp' })).toHaveValue('Boutique Téranga');
  await shot(page, 'file-1440-light');
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

  // The columns, guessed: Prénom, Nom, Téléphone, Tags; the opt-in source.
  await expect(wizard.getByRole('combobox', { name: 'Téléphone' })).toHaveValue('Numéro de téléphone');
  await expect(wizard.getByRole('combobox', { name: 'Tags' })).toHaveValue('Tags (séparés par des virgules)');
  await wizard.getByRole('combobox', { name: 'Nom', exact: true }).click();
  await page.getByRole('option', { name: 'Nom', exact: true }).click();
  await wizard.getByLabel('Source du consentement').fill('Formulaire en boutique');
  await shot(page, 'mapping-1440-light');
  await wizard.getByRole('button', { name: 'Importer', exact: true }).click();

  await expect(wizard.getByText('Import terminé')).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByTestId('import-figure-teal')).toHaveText('2');
  await expect(wizard.getByTestId('import-figure-blue')).toHaveText('1');
  await expect(wizard.getByTestId('import-figure-red')).toHaveText('1');
  const problems = wizard.getByRole('table');
  await expect(problems.getByRole('row', { name: '3 Numéro invalide' })).toBeVisible();
  await expect(problems.getByRole('row', { name: '4 Doublon dans le fichier (ligne 2)' })).toBeVisible();
  await shot(page, 'result-1440-light');
  await wizard.getByRole('button', { name: 'Fermer' }).click();

  // The contacts are subscribers now: Awa Diop, with both tags of her two rows.
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  await expect(table.getByRole('row')).toHaveCount(3, { timeout: 15_000 });
  await table.getByRole('button', { name: 'Actions pour Awa Diop' }).click();
  await page.getByRole('menuitem', { name: "Fiche de l'utilisateur" }).click();
  await expect(page.getByRole('heading', { name: 'Awa Diop' })).toBeVisible();
  const tags = page.getByRole('combobox', { name: 'Tags de l’utilisateur' });
  await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  await expect(page.getByText('Tabaski 2026', { exact: true })).toBeVisible();
  await tags.fill('Grossiste');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Enregistrer les tags' }).click();
  await expect(page.getByText('Tags enregistrés')).toBeVisible();
  await shot(page, 'tags-1440-light');

  // Dark, then 390 px: nothing wider than the screen.
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { name: 'Awa Diop' })).toBeVisible();
  await shot(page, 'tags-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'tags-390-dark');
  await page.goto('/dashboard/all-users');
  await page.getByRole('button', { name: 'Importer des contacts' }).click();
  await expect(page.getByRole('dialog', { name: 'Importer des contacts' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'file-390-dark');
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'light'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'list-390-light');
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
