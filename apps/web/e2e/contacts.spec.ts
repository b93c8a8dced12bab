import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/**
 * Contacts from elsewhere (issue 24): a small CSV imported through 'Importer des contacts' — one
 * invalid row and one duplicate — its counts and the invalid line's reason, then a contact with
 * its tag on their page, then the subscribers list's tags and its tag filter (kept in the
 * address); at 1440 and 390 px, light and dark (screenshots in SHOTS, to look at).
 */
const SHOTS = process.env.CONTACT_SHOTS ?? '/tmp/i24/shots/contacts';
/** The first look after a page load. */
const LOAD_MS = 30_000;

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
  for (const tag of ['Grossiste', 'Fidèle']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await page.getByRole('button', { name: 'Enregistrer les tags' }).click();
  await expect(page.getByText('Tags enregistrés')).toBeVisible();
  await shot(page, 'tags-1440-light');

  // The list shows the first three tags, alphabetical, then '+1' read as 'et 1 autre tag'.
  await page.goto('/dashboard/all-users');
  const awa = table.getByRole('row').filter({ hasText: 'Awa Diop' });
  const awaTags = awa.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  // A page load may take a while on a busy machine: the first look after one waits longer.
  await expect(awaTags).toHaveCount(4, { timeout: LOAD_MS });
  await expect(awaTags.nth(0)).toHaveText('Fidèle');
  await expect(awaTags.nth(2)).toHaveText('Tabaski 2026');
  await expect(awa.getByText('et 1 autre tag')).toBeAttached();
  await expect(table.getByRole('row').filter({ hasText: 'Claire Martin' }).getByRole('listitem')).toHaveText([
    'Grossiste',
  ]);

  // The tag filter: one tag narrows the list and its total, kept in the address.
  const tagFilter = page.getByRole('combobox', { name: 'Filtrer par tags' });
  await tagFilter.click();
  await page.getByRole('option', { name: /^VIP/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]tag=VIP/);
  await expect(page.getByText('Utilisateurs portant le tag VIP · 1 utilisateur')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // Two tags: whoever wears either of them, as the screen says.
  await tagFilter.click();
  await page.getByRole('option', { name: /^Grossiste/ }).click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Utilisateurs portant au moins un de ces tags : VIP, Grossiste · 2 utilisateurs'),
  ).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await shot(page, 'list-tags-1440-light');
  // A reload (or a shared link) shows the same list; 'Retirer le filtre de tags' shows everyone.
  await page.reload();
  await expect(
    page.getByText('Utilisateurs portant au moins un de ces tags : VIP, Grossiste · 2 utilisateurs'),
  ).toBeVisible({ timeout: LOAD_MS });
  await page.goto('/dashboard/all-users?tag=Tabaski%202026');
  await expect(page.getByText('Utilisateurs portant le tag Tabaski 2026 · 1 utilisateur')).toBeVisible({
    timeout: LOAD_MS,
  });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Retirer le filtre de tags' }).click();
  await expect(page).not.toHaveURL(/tag=/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.goBack();
  await expect(page.getByText('Utilisateurs portant le tag Tabaski 2026 · 1 utilisateur')).toBeVisible({
    timeout: LOAD_MS,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: 'Awa Diop' }).getByText('Tabaski 2026')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'list-tags-390-light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await table.getByRole('button', { name: 'Actions pour Awa Diop' }).click();
  await page.getByRole('menuitem', { name: "Fiche de l'utilisateur" }).click();

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
