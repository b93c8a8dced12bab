import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

const FAQ = [
  'Zones de livraison',
  'Nous livrons à Dakar, Pikine, Guédiawaye et Rufisque en 24 heures. Les autres régions sont livrées en 72 heures.',
  '',
  'Paiement',
  'Vous pouvez payer par Orange Money, Wave ou Free Money, ou en espèces à la livraison.',
].join('\n');
const HOURS = 'La boutique est ouverte du lundi au samedi, de 9 h à 19 h. Elle est fermée le dimanche.';

test('GRIOT IA knowledge: upload, index, collect, edit the prompt, test, switch off and on', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, {
    bot_name: 'Téranga Shop',
    description: 'Pagnes et wax à Dakar',
  });
  await page.goto(`/dashboard/chatbots/${chatbotId}/jarvis-knowledge?from=playground`);
  await expect(page.getByRole('heading', { name: 'GRIOT IA · Téranga Shop' })).toBeVisible();
  await expect(page.getByText('Aucun fichier pour le moment')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fichiers : 0' })).toBeVisible();

  // Two files by the picker; a forbidden type is refused before anything is sent.
  const picker = page.getByTestId('knowledge-dropzone').getByLabel('Ajouter des documents');
  await picker.setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('virus.exe: Type de fichier non autorisé')).toBeVisible();
  await picker.setInputFiles([
    { name: 'faq.txt', mimeType: 'text/plain', buffer: Buffer.from(FAQ) },
    { name: 'horaires.txt', mimeType: 'text/plain', buffer: Buffer.from(HOURS) },
  ]);
  await expect(page.getByText('2 fichiers reçus : leur indexation est en cours')).toBeVisible();
  const faqCard = page.getByRole('article', { name: 'faq.txt' });
  await expect(faqCard.getByText('Indexé · 1 passage')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('article', { name: 'horaires.txt' }).getByText('Indexé · 1 passage'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fichiers : 2' })).toBeVisible();
  // A duplicate is refused on the screen.
  await picker.setInputFiles({ name: 'faq.txt', mimeType: 'text/plain', buffer: Buffer.from(FAQ) });
  await expect(page.getByText('faq.txt: Fichier déjà sélectionné')).toBeVisible();

  // The library filters and searches.
  await page.getByRole('textbox', { name: 'Rechercher un fichier...' }).fill('hor');
  await expect(page.getByRole('article', { name: 'faq.txt' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Rechercher un fichier...' }).fill('');
  await page.getByText('Images', { exact: true }).last().click();
  await expect(page.getByText('Aucun fichier ne correspond')).toBeVisible();
  await page.getByText('Tous', { exact: true }).click();

  // Collect every block (all selected after loading): the prompt is generated.
  await expect(page.getByText('3 blocs sur 3 sélectionnés')).toBeVisible();
  await page.getByRole('button', { name: 'Collecter les blocs' }).click();
  await expect(page.getByText('3 blocs collectés : prompt système généré')).toBeVisible();
  await expect(page.getByLabel('Prompt système', { exact: true })).toContainText('Téranga Shop');
  await expect(page.getByText('À jour')).toBeVisible();

  // Edit and save the prompt.
  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByRole('textbox', { name: 'Prompt système' });
  await editor.press('Control+End');
  await editor.pressSequentially('\nVouvoie toujours le visiteur.');
  await expect(page.getByText('Modifié', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Prompt système enregistré')).toBeVisible();
  await expect(page.getByText('À jour')).toBeVisible();
  await expect(page.getByText('Tokens estimés')).toBeVisible();

  // Ask the test console (Ctrl+Enter): answered from the file, as the visitor would see it.
  const question = page.getByRole('textbox', { name: 'Message du visiteur' });
  await question.fill('Est-ce que vous livrez à Pikine ?');
  await question.press('Control+Enter');
  const exchange = page.getByTestId('test-exchange').first();
  await expect(exchange).toContainText('Pikine', { timeout: 20_000 });
  await expect(exchange).toContainText('Modèle : griot-fake');
  await exchange.getByText(/Passages utilisés/).click();
  await expect(exchange.getByText('faq.txt')).toBeVisible();
  await expect(page.getByText(/^1 appel · /)).toBeVisible();

  await page.screenshot({ path: '/tmp/knowledge-desktop.png', fullPage: true });
  // Switch GRIOT IA on, off and on again, by keyboard (the notifications cover the header's corner).
  const griot = page.getByRole('switch', { name: 'GRIOT IA' });
  await griot.focus();
  await expect(griot).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByText('GRIOT activé')).toBeVisible();
  await expect(griot).toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByText('GRIOT désactivé')).toBeVisible();
  await expect(griot).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(griot).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'GRIOT IA' })).toBeChecked();

  // Delete a file after confirming.
  await page.getByRole('button', { name: 'Supprimer : horaires.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce fichier ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Fichier supprimé')).toBeVisible();
  await expect(page.getByRole('article', { name: 'horaires.txt' })).toBeHidden();

  // Back goes to the playground when from=playground.
  await page.getByRole('button', { name: "Retour à l'éditeur de flux" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chatbots/${chatbotId}/playground$`));
});

test('the knowledge screen is usable at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot mobile' });
  await page.goto(`/dashboard/chatbots/${chatbotId}/jarvis-knowledge`);
  await expect(page.getByRole('heading', { name: 'GRIOT IA · Bot mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collecter les blocs' })).toBeVisible();
  await page.screenshot({ path: '/tmp/knowledge-mobile.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chatbots/${chatbotId}/home$`));
});
