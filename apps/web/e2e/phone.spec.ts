import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/** A phone: 390 × 844 CSS pixels, touch, and the page's viewport meta honoured as on a real one. */
const PHONE = 390;
test.use({ viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE);
}

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.width;
}

/** One complete element of every type, so each editor is laid out at phone width. */
function everyElement(target: string): unknown[] {
  return [
    { type: 'text', message: 'Bienvenue chez Ndiaye Tissus ! Que cherchez-vous aujourd’hui ?' },
    {
      type: 'text_button',
      message: 'Choisissez un rayon',
      buttons: [
        { id: target, title: 'Wax' },
        { id: target, title: 'Bazin riche' },
      ],
    },
    {
      type: 'list',
      interactive: {
        type: 'list',
        body: { text: 'Nos tissus' },
        action: {
          button: 'Voir la liste',
          sections: [
            { title: 'Rayons', rows: [{ id: target, title: 'Wax hollandais', description: '6 yards' }] },
          ],
        },
      },
    },
    { type: 'image', link: '' },
    { type: 'document', link: '' },
    { type: 'audio', link: '' },
    { type: 'delay', timmer: '3' },
    { type: 'request', method: 'POST', url: 'https://exemple.sn/commandes', datas: ['first_name'] },
    {
      type: 'answer',
      options: { answer_type: 'text', variable: { id: 'first_name' }, default_reply: 'Merci !' },
    },
    { type: 'redirection', redirection_block: target },
    {
      type: 'notification',
      to: '+221770000000',
      notification: { type: 'text', message: 'Nouvelle commande', preview_url: false },
    },
    { type: 'variable_insert', variable: 'first_name', defaultValue: 'client' },
    { type: 'location_request_message', message: 'Où faut-il livrer ?' },
    {
      type: 'button_link',
      image_header: '',
      body_message: 'Notre catalogue en ligne',
      footer_message: 'Ndiaye Tissus',
      action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'https://exemple.sn/catalogue' } },
    },
  ];
}

async function mainBlocks(request: APIRequestContext, token: string, chatbotId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const tree = await (await request.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers })).json();
  return { welcome: tree.flow.mainblocks.welcome.idblock, fallback: tree.flow.mainblocks.default.idblock };
}

async function saveFlow(
  request: APIRequestContext,
  token: string,
  chatbotId: string,
  idblock: string,
  flow: unknown[],
): Promise<void> {
  const saved = await request.post(`/api/update/flow/${chatbotId}/${idblock}/starter`, {
    headers: { authorization: `Bearer ${token}` },
    data: { flow },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the flow editor on a phone: the block list first, then a drawer; every editor full width', async ({
  page,
  request,
}) => {
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Ndiaye Tissus' });
  const { welcome, fallback } = await mainBlocks(request, token, chatbotId);
  await saveFlow(request, token, chatbotId, welcome, everyElement(fallback));

  // No block chosen: the list is the screen, not a 280 px column beside a squeezed editor.
  await page.goto(`/dashboard/chatbots/${chatbotId}/playground`);
  const list = page.getByRole('navigation', { name: 'Flux du chatbot' });
  await expect(list.getByRole('button', { name: /Welcome Flow/ })).toBeVisible();
  expect(await widthOf(list)).toBeGreaterThan(PHONE - 80);
  await expectNoSidewaysScroll(page);

  await list.getByRole('button', { name: /Welcome Flow/ }).click();
  await expect(page).toHaveURL(new RegExp(`/playground/${welcome}$`));
  const elements = page.getByRole('article', { name: /n° \d+$/ });
  await expect(elements).toHaveCount(14);
  await expectNoSidewaysScroll(page);
  // Every element's editor takes the width of the screen, less the page's margins.
  for (const element of await elements.all()) {
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    if (!box) throw new Error('an element is not laid out');
    expect(box.width).toBeGreaterThan(PHONE - 60);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
    // Its actions are big enough for a thumb (Mantine's 28 px are not).
    const remove = element.getByRole('button', { name: /^Supprimer l’élément \d+$/ });
    expect((await remove.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(36);
  }
  await expectNoSidewaysScroll(page);

  // A text is edited with a thumb: tap, type, and the editor's own button saves (no Ctrl+Entrée on a phone).
  const first = page.getByRole('article', { name: 'Texte n° 1' });
  await first.getByRole('button', { name: /^Message : Bienvenue chez Ndiaye Tissus/ }).tap();
  const message = first.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeVisible();
  expect(await widthOf(message)).toBeGreaterThan(PHONE - 100);
  await message.fill('Bienvenue ! Wax, bazin ou voile ?');
  await first.getByRole('button', { name: 'Enregistrer' }).tap();
  await expect(
    first.getByRole('button', { name: /^Message : Bienvenue ! Wax, bazin ou voile/ }),
  ).toBeVisible();

  // The 17 element types are one button away, in a sheet whose buttons a thumb can hit.
  await page.getByRole('button', { name: 'Ajouter un élément' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Ajouter un élément' });
  await expect(sheet.getByRole('button')).toHaveCount(18);
  for (const button of await sheet.getByRole('button', { name: /^(?!Fermer)/ }).all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  await sheet.getByRole('button', { name: 'Localisation', exact: true }).tap();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('article', { name: 'Localisation n° 15' })).toBeInViewport();

  // The other blocks are a drawer away, opened by its French label.
  await page.getByRole('button', { name: 'Liste des flux' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Liste des flux' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /Default Flow/ }).tap();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/playground/${fallback}$`));
  await expectNoSidewaysScroll(page);
});

// The confirmation is not about phones only: it is checked on a desktop's width too.
for (const width of [PHONE, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: width === PHONE });

    test('restoring a version asks first, saying what would change, and Annuler keeps the flow', async ({
      page,
      request,
    }) => {
      const { token } = await startLoggedIn(page, request);
      const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Boutique Awa' });
      const { welcome, fallback } = await mainBlocks(request, token, chatbotId);
      await saveFlow(request, token, chatbotId, welcome, [{ type: 'text', message: 'Ancien accueil' }]);
      await saveFlow(request, token, chatbotId, welcome, [
        { type: 'text', message: 'Nouvel accueil' },
        { type: 'delay', timmer: '2' },
        { type: 'redirection', redirection_block: fallback },
      ]);

      await page.goto(`/dashboard/chatbots/${chatbotId}/playground/${welcome}`);
      await expect(page.getByRole('article', { name: /n° \d+$/ })).toHaveCount(3);
      await page.getByRole('button', { name: 'Historique' }).tap();
      const history = page.getByRole('dialog', { name: 'Historique des versions' });
      // Newest first: the second row is the version saved before the last one.
      const oldest = history.locator('tbody tr').nth(1);
      await oldest.getByRole('button', { name: 'Restaurer' }).tap();

      const confirm = page.getByRole('dialog', { name: /^Restaurer la version n° \d+ \?$/ });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText('passera de 3 éléments à 1 élément');
      await expect(confirm).toContainText('Texte : « Nouvel accueil »');
      await expect(confirm).toContainText('Texte : « Ancien accueil »');
      await expect(confirm).toContainText('Ne mènera plus à : « Default Flow »');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      await confirm.getByRole('button', { name: 'Annuler' }).tap();
      await expect(confirm).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('article', { name: /n° \d+$/ })).toHaveCount(3);

      await page.getByRole('button', { name: 'Historique' }).tap();
      await oldest.getByRole('button', { name: 'Restaurer' }).tap();
      await confirm.getByRole('button', { name: 'Restaurer cette version' }).tap();
      await expect(page.getByRole('article', { name: /n° \d+$/ })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Message : Ancien accueil/ })).toBeVisible();
    });
  });
}

test('two chatbot cards whose long names begin alike read apart', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  const names = ['Ndiaye Tissus et Bazin — Boutique Médina', 'Ndiaye Tissus et Bazin — Boutique Sandaga'];
  for (const name of names) await createChatbotThroughApi(request, token, { bot_name: name, type: 'web' });

  // Neither is cut to the same first words: each shows its end, the full name in its title.
  await page.goto('/dashboard/chatbots');
  for (const name of names) {
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    const link = card.getByRole('link', { name });
    await expect(link).toHaveAttribute('title', name);
    await expect(link).toContainText(name.slice(-8));
    const clipped = await link.evaluate(
      (node) => node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1,
    );
    expect(clipped, `${name} is cut`).toBe(false);
  }
  await expectNoSidewaysScroll(page);
});

test('end-users are cards on a phone, not a table that scrolls sideways', async ({ page, request }) => {
  const { token } = await startLoggedIn(page, request);
  const botName = 'Ndiaye Tissus — Boutique Sandaga';
  const webBot = await createChatbotThroughApi(request, token, {
    bot_name: botName,
    type: 'web',
    status: 'active',
  });
  for (const text of ['Bonjour', 'Vous livrez à Thiès ?']) {
    const session = await (await request.post(`/api/webchat/${webBot}/session`, { data: {} })).json();
    const sent = await request.post(`/api/webchat/${webBot}/messages`, {
      data: { ...session.session, event: { type: 'text', text } },
    });
    expect(sent.status()).toBe(202);
  }
  await page.goto('/dashboard/all-users');
  const users = page.getByRole('list', { name: 'Utilisateurs' });
  await expect(users.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  const first = users.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Ouvrir la conversation' })).toBeVisible();
  await expect(first.getByRole('link', { name: botName })).toBeVisible();
  expect(await widthOf(first)).toBeLessThanOrEqual(PHONE - 24);
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('the settings’ save bar is one compact row on a phone', async ({ page, request }) => {
  await startLoggedIn(page, request);
  await page.goto('/dashboard/account-settings');
  const bar = page.getByRole('region', { name: 'Enregistrement des paramètres' });
  await expect(bar).toBeVisible();
  await page.getByLabel('Nom complet').fill('Mariama Ba Diop');
  await expect(bar.getByText('Modifications non enregistrées')).toBeVisible();
  expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expectNoSidewaysScroll(page);
});

test('the phone layouts pass axe-core in light and dark mode', async ({ page, request }) => {
  // Eight screens analysed by axe, the playground with every element among them: 51 s of the
  // default 60 on a quiet run, past it twice when the other worker's spec was busy.
  test.setTimeout(180_000);
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, {
    bot_name: 'Ndiaye Tissus et Bazin — Boutique Sandaga',
    type: 'web',
    status: 'active',
  });
  const { welcome, fallback } = await mainBlocks(request, token, chatbotId);
  await saveFlow(request, token, chatbotId, welcome, everyElement(fallback));
  const session = await (await request.post(`/api/webchat/${chatbotId}/session`, { data: {} })).json();
  await request.post(`/api/webchat/${chatbotId}/messages`, {
    data: { ...session.session, event: { type: 'text', text: 'Bonjour' } },
  });
  for (const scheme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('griot-color-scheme', value), scheme);
    for (const route of [
      `/dashboard/chatbots/${chatbotId}/playground`,
      `/dashboard/chatbots/${chatbotId}/playground/${welcome}`,
      '/dashboard/chatbots',
      '/dashboard/all-users',
    ]) {
      await page.goto(route);
      await expect(page.getByText(/^Chargement/)).toHaveCount(0, { timeout: 15_000 });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
        );
      expect.soft(severe, `${route} in ${scheme} mode`).toEqual([]);
    }
  }
});
