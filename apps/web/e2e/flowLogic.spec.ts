import { expect, type Page, test } from '@playwright/test';
import { logInThroughForm, newAccount, registerThroughApi } from './support/accounts';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/** Picks an option of one of the condition card's comboboxes (Mantine Select). */
async function pick(page: Page, card: ReturnType<Page['getByRole']>, combobox: string, option: RegExp) {
  await card.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByText('Saved')).toBeVisible();
}

test('a condition built in the editor, seen on the map, exported, imported into another account, run in the simulator', async ({
  page,
  request,
}, testInfo) => {
  // The bot asks the city, then decides: Dakar is delivered, anywhere else is a pickup.
  const { token } = await startLoggedIn(page, request);
  const headers = { authorization: `Bearer ${token}` };
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Boutique Keur', type: 'web' });
  const declared = await request.post(`/api/strong/update/variable/declaration/${chatbotId}`, {
    headers,
    data: { variables: [{ id: 'ville', slug: 'Ville', type: 'text' }] },
  });
  expect(declared.status(), await declared.text()).toBe(200);
  const tree = await (await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers })).json();
  const welcome = tree.flow.mainblocks.welcome;
  const save = async (idblock: string, type: string, flow: unknown[]) => {
    const response = await request.post(`/api/update/flow/${chatbotId}/${idblock}/${type}`, {
      headers,
      data: { flow },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const suffix = Date.now().toString(36).slice(-6);
  for (const [name, message] of [
    ['Livraison', 'Livraison offerte à {{ville}} !'],
    ['Retrait', 'Retrait en boutique, à bientôt.'],
  ] as const) {
    const idblock = `${name.toLowerCase()}-${suffix}`;
    const created = await request.post(`/api/strong/create/flow/${chatbotId}`, {
      headers,
      data: { name, idblock },
    });
    expect(created.status(), await created.text()).toBe(200);
    await save(idblock, 'standard', [{ type: 'text', message }]);
  }
  await save(welcome.idblock, welcome.type, [
    { type: 'text', message: 'Dans quelle ville êtes-vous ?' },
    { type: 'answer', options: { answer_type: 'text', variable: { id: 'ville' }, default_reply: '' } },
  ]);

  // The condition, built in the list editor.
  await page.goto(`/dashboard/chatbots/${chatbotId}/playground/${welcome.idblock}`);
  await expect(page.getByRole('article', { name: 'Réponse n° 2' })).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Condition', exact: true }).click();
  const card = page.getByRole('article', { name: 'Condition n° 3' });
  await expect(card).toBeVisible();
  await pick(page, card, 'Variable', /Ville/);
  const value = card.getByRole('textbox', { name: /^Valeur/ });
  await value.fill('Dakar');
  await value.blur();
  await expect(page.getByText('Saved')).toBeVisible();
  await pick(page, card, 'Si vrai, aller au bloc', /Livraison/);
  await pick(page, card, 'Sinon', /Retrait/);
  await expect(card).toContainText('ville est égal à Dakar → Livraison');

  // On the map: both outcomes as edges; a click opens the block in the list editor.
  await page.getByRole('button', { name: "Vue d'ensemble" }).click();
  const map = page.getByRole('region', { name: "Vue d'ensemble du chatbot" });
  await expect(map.getByText('Si vrai')).toBeVisible();
  await expect(map.getByText('Sinon')).toBeVisible();
  await map.getByRole('button', { name: /^Standard Livraison / }).click();
  await expect(page).toHaveURL(new RegExp(`/playground/livraison-${suffix}`));
  await expect(page.getByRole('article', { name: 'Texte n° 1' })).toBeVisible();

  // Exported from the chatbot's card.
  await page.getByRole('link', { name: 'Chatbots' }).click();
  const botCard = page.getByRole('article').filter({ hasText: 'Boutique Keur' });
  await botCard.getByRole('button', { name: 'Actions du chatbot' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exporter' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^griot-boutique-keur-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // Imported into a second account.
  await page.evaluate(() => localStorage.clear());
  const second = newAccount();
  await registerThroughApi(request, second);
  await logInThroughForm(page, second.email, second.password, second.clientAddress);
  await page.getByRole('link', { name: 'Chatbots' }).click();
  await page.getByRole('button', { name: 'Importer un chatbot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un chatbot' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByLabel('Nom du nouveau chatbot (facultatif)').fill('Keur importé');
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText('Chatbot importé')).toBeVisible();
  await dialog.getByRole('link', { name: 'Ouvrir le chatbot' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chatbots\/[0-9a-f-]{36}\/playground$/);

  // The imported bot decides in the simulator, both ways.
  await page.getByRole('button', { name: 'Tester', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Tester le chatbot' });
  const outcomes: [string, string][] = [
    ['Dakar', 'Livraison offerte à Dakar !'],
    ['Thiès', 'Retrait en boutique, à bientôt.'],
  ];
  for (const [city, reply] of outcomes) {
    await expect(drawer.getByText('Dans quelle ville êtes-vous ?').last()).toBeVisible();
    await drawer.getByLabel('Votre message').fill(city);
    await drawer.getByLabel('Votre message').press('Enter');
    await expect(drawer.getByText(reply)).toBeVisible();
    await drawer.getByRole('button', { name: 'Recommencer' }).click();
  }
});
