import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

const TOOLBAR = [
  'Texte',
  'Boutons',
  'Liste',
  'Image',
  'Document',
  'Audio',
  'Délai',
  'Requête',
  'Réponse',
  'Redirection',
  'Notification',
  'Variable',
  'Localisation',
  'Carte lien',
];

test('create a block, add every element, reorder, reload, rename, and see a redirection both ways', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot éditeur' });
  await page.goto(`/dashboard/chatbots/${chatbotId}/playground`);
  await expect(
    page.getByText("Sélectionnez un flux dans la barre latérale pour commencer l'édition"),
  ).toBeVisible();
  await expect(page.getByText('Flux Principaux')).toBeVisible();

  await page.getByRole('button', { name: 'Créer un nouveau flux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un nouveau flux' });
  await dialog.getByLabel('Nom du flux').fill('Promo');
  await expect(dialog.getByText('5/20')).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByText('Block créé avec succès')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Flux du chatbot' });
  // The new block opens at once; clicking it again would return to the bare playground.
  await expect(page).toHaveURL(/\/playground\/promo-[a-z0-9]{6}$/);
  for (const label of TOOLBAR) {
    await page.getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('article', { name: new RegExp(`^${label} n° \\d+$`) })).toHaveCount(1);
  }
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByRole('article', { name: /n° \d+$/ })).toHaveCount(14);

  // Move the first element (Texte) one place down, keyboard-accessible path of the drag and drop.
  await page.getByRole('button', { name: 'Descendre l’élément 1', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Texte n° 2' })).toBeVisible();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Boutons n° 1' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Texte n° 2' })).toBeVisible();

  // Rename the block.
  await page.getByRole('button', { name: /^Nom du bloc : / }).click();
  await page.getByRole('textbox', { name: 'Nom du bloc' }).fill('Promo été');
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: /Promo été/ })).toBeVisible();

  // The new Redirection element points at the default block: outbound here, inbound there.
  await expect(page.getByText('Sortants')).toBeVisible();
  await expect(page.getByRole('button', { name: /Default Flow/ }).first()).toBeVisible();
  await nav.getByRole('button', { name: /Default Flow/ }).click();
  await expect(page.getByText('Entrants')).toBeVisible();
  await expect(page.getByRole('button', { name: /Promo été/ }).last()).toBeVisible();
});

test('reorders by dragging an element by its handle, and the order survives a reload', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot glisser' });
  const headers = { authorization: `Bearer ${token}` };
  const tree = await (await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers })).json();
  const welcome = tree.flow.mainblocks.welcome.idblock;
  const saved = await request.post(`/api/update/flow/${chatbotId}/${welcome}/starter`, {
    headers,
    data: {
      flow: [
        { type: 'text', message: 'Premier' },
        { type: 'delay', timmer: '2' },
        { type: 'location_request_message', message: 'Où êtes-vous ?' },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/dashboard/chatbots/${chatbotId}/playground/${welcome}`);
  await expect(page.getByRole('article', { name: 'Texte n° 1' })).toBeVisible();
  const handle = page.getByRole('button', { name: 'Glisser l’élément 1', exact: true });
  const target = page.getByRole('article', { name: 'Localisation n° 3' });
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + to.height * 0.75 - from.y) * step) / 12);
  }
  await page.mouse.up();
  await expect(page.getByRole('article', { name: 'Texte n° 3' })).toBeVisible();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Délai n° 1' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Texte n° 3' })).toBeVisible();
});
