import { expect, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

test('subscribers: figures, search, filters, sort, page size; the chatbot dashboard with its charts', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, {
    bot_name: 'Boutique Awa',
    type: 'web',
    status: 'active',
  });
  // Two visitors write through the public web chat: real end-users, real messages.
  for (const text of ['Bonjour', 'Vous livrez à Thiès ?']) {
    const session = await (await request.post(`/api/webchat/${chatbotId}/session`, { data: {} })).json();
    const sent = await request.post(`/api/webchat/${chatbotId}/messages`, {
      data: { ...session.session, event: { type: 'text', text } },
    });
    expect(sent.status()).toBe(202);
  }

  await page.goto('/dashboard/all-users');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Utilisateurs' });
  await expect(table.getByRole('row')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByText('Fin de la liste des utilisateurs')).toBeVisible();

  await page.getByLabel('Rechercher un utilisateur').fill('personne-de-ce-nom');
  await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
  await page.getByLabel('Rechercher un utilisateur').fill('');
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByRole('menuitem', { name: 'Sans interactions' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();
  await page.getByRole('button', { name: /Filtres/ }).click();
  await page.getByRole('menuitem', { name: 'Effacer les filtres' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Trier par Interactions' }).click();
  await expect(table.locator('th[aria-sort="descending"]')).toContainText('Interactions');
  await page.getByRole('combobox', { name: 'Utilisateurs par page' }).click();
  await page.getByRole('option', { name: 'Tous' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  // The chatbot's tag leads to its dashboard.
  await table.getByRole('link', { name: 'Boutique Awa' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chatbots/${chatbotId}/home$`));
  await expect(page.getByRole('heading', { name: 'Tableau de bord Chatbot' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GRIOT IA' })).toHaveAttribute(
    'href',
    `/dashboard/chatbots/${chatbotId}/jarvis-knowledge`,
  );
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.getByText('Croissance', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Période de croissance' }).click();
  await page.getByRole('option', { name: '12 mois' }).click();
  // The legend (the pointer left over the chart may also open its tooltip, with the same name).
  await expect(
    page.locator('.mantine-ChartLegend-legendItemName', { hasText: 'Nouveaux utilisateurs' }),
  ).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle path').last()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Utilisateurs' }).getByRole('row')).toHaveCount(3);
});
