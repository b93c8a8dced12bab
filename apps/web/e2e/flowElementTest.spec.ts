import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

test('the flow element test screen loads a block, edits locally, validates and exports', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot de test' });
  await page.goto(`/flow-element-test?chatbot=${chatbotId}`);
  await expect(page.getByRole('heading', { name: 'Test des éléments de flux' })).toBeVisible();

  await page.getByPlaceholder('Choisissez un bloc').click();
  await expect(page.getByText('Flux principaux')).toBeVisible();
  // The default flow: a new chatbot's welcome flow starts with its greeting.
  await page.getByRole('option', { name: 'Default Flow' }).click();
  await page.getByRole('button', { name: 'Charger' }).click();
  await expect(page.getByText('Flux chargé : 0 élément(s)')).toBeVisible();
  await expect(page.getByText('Aucun élément dans ce flux.', { exact: false })).toBeVisible();

  await page.getByRole('switch', { name: 'Débogage' }).check();
  await page.getByRole('button', { name: 'Texte', exact: true }).click();
  await page.getByRole('button', { name: 'Délai', exact: true }).click();
  await expect(page.getByRole('listitem', { name: /Élément \d/ })).toHaveCount(2);
  await page.getByRole('button', { name: "Dupliquer l'élément 2" }).click();
  await page.getByRole('button', { name: "Supprimer l'élément 1" }).click();
  await expect(page.getByRole('listitem', { name: /Élément \d/ })).toHaveCount(2);

  await page.getByRole('button', { name: 'Vérifier avec les règles du serveur' }).click();
  await expect(page.getByText('Le flux respecte toutes les règles du serveur.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en JSON' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^flux-default-flow-[a-z0-9]{6}\.json$|^flux-default-[a-z0-9]{6}\.json$/,
  );

  await page.getByRole('button', { name: /Journal/ }).click();
  await expect(page.getByRole('dialog', { name: 'Journal de débogage' })).toBeVisible();
  await expect(page.getByText('Ajout : Texte')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Journal de débogage' })).toHaveCount(0);
});
