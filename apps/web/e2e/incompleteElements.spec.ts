import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

test('an empty text is marked on the element, on its block in the list and by the test screen', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot brouillon' });
  const created = await request.post(`/api/strong/create/flow/${chatbotId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Promo', idblock: 'promo-e2e001' },
  });
  expect(created.ok()).toBe(true);

  await page.goto(`/dashboard/chatbots/${chatbotId}/playground/promo-e2e001`);
  const nav = page.getByRole('navigation', { name: 'Flux du chatbot' });
  const promo = nav.getByRole('button', { name: /Promo/ });
  const mark = promo.getByRole('img', { name: 'Bloc incomplet : certains éléments ne seront pas envoyés' });
  await expect(promo).toBeVisible();
  await expect(mark).toHaveCount(0);

  await page.getByRole('button', { name: 'Texte', exact: true }).click();
  const card = page.getByRole('article', { name: 'Texte n° 1' });
  await expect(card.getByText('À compléter : cet élément ne sera pas envoyé')).toBeVisible();
  await expect(card.getByText('Le texte du message est vide.')).toBeVisible();
  // The save keeps the draft and says what it lacks; the block is marked in the list.
  await expect(
    page.getByText(
      'Flux enregistré comme brouillon : 1 élément est incomplet et ne sera pas envoyé tant qu’il n’est pas complété.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Élément 1 (Texte) : Le texte du message est vide.')).toBeVisible();
  await expect(mark).toBeVisible();

  // The test screen reports it instead of 'aucune erreur'.
  await page.goto(`/flow-element-test?chatbot=${chatbotId}`);
  await page.getByPlaceholder('Choisissez un bloc').click();
  await page.getByRole('option', { name: 'Promo' }).click();
  await page.getByRole('button', { name: 'Charger' }).click();
  await expect(page.getByText('Flux chargé : 1 élément(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Vérifier avec les règles du serveur' }).click();
  const report = page.getByRole('alert').filter({ hasText: 'Validation' });
  await expect(report).toContainText('Validation : 1 point incomplet, l’élément concerné ne sera pas envoyé');
  await expect(report).toContainText('Élément 1 : Le texte du message est vide.');
  await expect(page.getByText('Le flux respecte toutes les règles du serveur.')).toHaveCount(0);
  await page.getByRole('button', { name: /Journal/ }).click();
  const journal = page.getByRole('dialog', { name: 'Journal de débogage' });
  await expect(journal.getByText('Élément 1 : Le texte du message est vide.')).toBeVisible();
  await expect(journal.getByText('Validation : aucune erreur')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Written, the element is complete: the marks go.
  await page.goto(`/dashboard/chatbots/${chatbotId}/playground/promo-e2e001`);
  await page.getByRole('button', { name: /^Message : / }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Nos prix baissent !');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(page.getByText('Le texte du message est vide.')).toHaveCount(0);
  await expect(mark).toHaveCount(0);
});
