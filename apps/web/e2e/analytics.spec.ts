import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, selectOption } from './support/screenChecks';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/**
 * The analytics screen (issue 28) on real figures: two visitors write to a web chatbot through the
 * web chat (the runtime's own path), the background rollup counts them, and the screen shows them —
 * from the sidebar's 'Analytique', through a period preset and a chatbot's funnel, to the
 * playground's 'Statistiques' overlay; at 1440 and 390 px, light and dark.
 */
test.setTimeout(240_000);

interface Shop {
  chatbotId: string;
  welcome: string;
}

test('the analytics screen shows what two visitors did, its funnel and the playground overlay', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await startLoggedIn(page, request);
  const shop = await buildShop(request, token);
  // One visitor taps 'Commander' and leaves at the question; the other says hello and leaves.
  await visit(request, shop.chatbotId, [
    { type: 'text', text: 'Bonjour' },
    { type: 'button', id: 'commande', title: 'Commander' },
  ]);
  await visit(request, shop.chatbotId, [{ type: 'text', text: 'Salut' }]);

  // From the sidebar (it opens on hover while narrow).
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.hover();
  await navigation.getByRole('link', { name: 'Analytique' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
  const kpis = page.getByRole('list', { name: 'Vue d’ensemble' });
  // The rollup runs in the background: the figures are there within a minute.
  await expect(async () => {
    await page.reload();
    await expect(kpiValue(kpis, 'Conversations commencées')).toHaveText('2', { timeout: 3_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  await expect(kpiValue(kpis, 'Messages reçus')).toHaveText('3');
  await expect(kpiValue(kpis, 'Nouveaux utilisateurs')).toHaveText('2');

  // Another period preset keeps today: the same figures.
  await selectOption(page, 'Période', '7 derniers jours');
  await expect(page).toHaveURL(/du=\d{4}-\d{2}-\d{2}/);
  await expect(kpiValue(kpis, 'Conversations commencées')).toHaveText('2');

  // One chatbot: its funnel, from the welcome block.
  await selectOption(page, 'Chatbot', 'Boutique Analytique');
  const funnel = page.getByRole('region', { name: 'Entonnoir du flux' });
  await expect(funnel.getByRole('heading', { name: 'Parcours principal' })).toBeVisible();
  const blocks = funnel.getByRole('table');
  await expect(blocks.getByRole('row', { name: /Commande/ })).toBeVisible();
  await expect(funnel.getByText('Choix les plus fréquents')).toBeVisible();
  await expect(funnel.getByText(/Commander/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The playground with 'Statistiques' on: each block wears its badge.
  await page.goto(`/dashboard/chatbots/${shop.chatbotId}/playground/${shop.welcome}`);
  await page.getByRole('button', { name: 'Statistiques', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Statistiques', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Both reached the welcome block; nobody has left yet (leaving takes 24 h of silence).
  await expect(page.getByRole('img', { name: /^2 atteints, 0 ont quitté ici/ }).first()).toBeVisible({
    timeout: 15_000,
  });

  // Dark mode, then a 390 px phone: the screen fits the width.
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'dark'));
  await page.goto('/dashboard/analytics');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(kpiValue(kpis, 'Conversations commencées')).toHaveText('2');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(kpiValue(kpis, 'Conversations commencées')).toHaveText('2');
  await expectNoSidewaysScroll(page);
  await selectOption(page, 'Chatbot', 'Boutique Analytique');
  await expect(
    page
      .getByRole('region', { name: 'Entonnoir du flux' })
      .getByRole('heading', { name: 'Parcours principal' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(kpiValue(kpis, 'Conversations commencées')).toHaveText('2');
  await expectNoSidewaysScroll(page);
});

/** A web chatbot whose welcome offers 'Commander', a block that asks where to deliver. */
async function buildShop(request: APIRequestContext, token: string): Promise<Shop> {
  const headers = { authorization: `Bearer ${token}` };
  const chatbotId = await createChatbotThroughApi(request, token, {
    bot_name: 'Boutique Analytique',
    type: 'web',
    status: 'active',
  });
  const tree = await (await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers })).json();
  const welcome = tree.flow.mainblocks.welcome;
  const created = await request.post(`/api/strong/create/flow/${chatbotId}`, {
    headers,
    data: { name: 'Commande', idblock: 'commande' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const order = (await created.json()).block;
  const save = async (block: { idblock: string; type: string }, flow: unknown[]) => {
    const response = await request.post(`/api/update/flow/${chatbotId}/${block.idblock}/${block.type}`, {
      headers,
      data: { flow },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save(welcome, [
    { type: 'text', message: 'Bienvenue !' },
    {
      type: 'text_button',
      message: 'Que souhaitez-vous faire ?',
      buttons: [
        { id: 'commande', title: 'Commander' },
        { id: welcome.idblock, title: 'Menu' },
      ],
    },
  ]);
  await save(order, [
    { type: 'text', message: 'Merci ! Nous préparons votre commande.' },
    { type: 'location_request_message', message: 'Où faut-il livrer ?' },
  ]);
  return { chatbotId, welcome: welcome.idblock };
}

/** A visitor of the web chat: each message sent once the bot answered the previous one. */
async function visit(request: APIRequestContext, chatbotId: string, events: unknown[]): Promise<void> {
  const started = await request.post(`/api/webchat/${chatbotId}/session`, { data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const { session } = await started.json();
  let answered = 0;
  for (const event of events) {
    const sent = await request.post(`/api/webchat/${chatbotId}/messages`, { data: { ...session, event } });
    expect(sent.status(), await sent.text()).toBe(202);
    await expect
      .poll(async () => {
        const query = new URLSearchParams(session).toString();
        const history = await (await request.get(`/api/webchat/${chatbotId}/messages?${query}`)).json();
        return history.messages.filter((message: { direction: string }) => message.direction === 'out')
          .length;
      })
      .toBeGreaterThan(answered);
    const query = new URLSearchParams(session).toString();
    const history = await (await request.get(`/api/webchat/${chatbotId}/messages?${query}`)).json();
    answered = history.messages.filter(
      (message: { direction: string }) => message.direction === 'out',
    ).length;
  }
}

/** A KPI card's figure, found by its label. */
function kpiValue(kpis: ReturnType<Page['getByRole']>, label: string) {
  return kpis.getByRole('listitem').filter({ hasText: label }).locator('p').nth(1);
}
