import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fromAccountAddress, logInThroughForm, newAccount, type TestAccount } from './support/accounts';
import { createChatbotThroughApi } from './support/session';

/** A tech provider's account (registration's 'pour mes clients'), through the API and the captcha seam. */
async function registerProvider(request: APIRequestContext, account: TestAccount): Promise<void> {
  const headers = fromAccountAddress(account);
  const captcha = await (await request.post('/api/strong/captcha', { data: {}, headers })).json();
  const { answer } = await (await request.get(`/api/testing/captcha/${captcha.captchaId}`)).json();
  const response = await request.post('/api/strong/register/final', {
    headers,
    data: {
      firstname: account.firstname,
      lastname: account.lastname,
      company: 'Keur Digital',
      email: account.email,
      country: 'SN',
      phoneNumber: `+221${account.phoneDigits}`,
      userType: 'provider',
      password: account.password,
      captchaId: captcha.captchaId,
      captchaResponse: answer,
      termsAccepted: true,
      phase: 2,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * On a phone the toasts cover the top bar, and one under the pointer stays (hovering pauses it):
 * the pointer moves away and they close by themselves.
 */
async function waitForToasts(page: Page, phone: boolean): Promise<void> {
  if (!phone) return;
  await page.mouse.move(10, 800);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** Follows a sidebar link: on a phone the sidebar is a drawer the header's button opens. */
async function openFromSidebar(page: Page, phone: boolean, name: string): Promise<void> {
  await waitForToasts(page, phone);
  if (phone) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name }).click();
}

const switcher = (page: Page) => page.getByRole('button', { name: /Changer d'espace de travail/ });

/**
 * No serious or critical WCAG 2.1 A/AA violation in what this spec is about (axe-core): the top
 * bar with the switcher, its list, the page. The toasts and the sidebar are accessibility.spec's.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.mantine-Notification-root')
    .exclude('#navigation-principale')
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
    );
  expect.soft(severe, what).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

for (const width of [1440, 390]) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });
    // Two workspaces, two switches, a chatbot made by hand: longer than one screen's test.
    test.setTimeout(120_000);

    test('a provider creates a client workspace, works in it, comes back and sees it among its clients', async ({
      page,
      request,
    }) => {
      // The phone in dark mode, the desktop in light: both colour schemes are seen.
      if (phone) await page.addInitScript(() => localStorage.setItem('griot-color-scheme', 'dark'));
      const account = newAccount();
      await registerProvider(request, account);
      await logInThroughForm(page, account.email, account.password, account.clientAddress);
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
      await createChatbotThroughApi(request, token, { bot_name: "Bot de l'agence" });

      // The current workspace and the role are in view.
      await expect(switcher(page)).toContainText('Keur Digital');
      await expect(switcher(page)).toContainText('Propriétaire');

      // A client workspace, made from the switcher: the session goes to work in it.
      await switcher(page).click();
      await page.getByRole('option', { name: 'Créer un espace de travail' }).click();
      const dialog = page.getByRole('dialog', { name: 'Créer un espace de travail' });
      await dialog.getByLabel("Nom de l'espace").fill('Boutique Awa');
      await dialog.getByLabel('Pour un client').check();
      await dialog.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByText('Vous travaillez maintenant dans « Boutique Awa »')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(switcher(page)).toContainText('Boutique Awa');

      // Its chatbots are its own: none yet, then the one made here.
      await openFromSidebar(page, phone, 'Chatbots');
      await expect(page.getByText('Aucun chatbot trouvé')).toBeVisible();
      await expect(page.getByText("Bot de l'agence")).toHaveCount(0);
      await page.getByRole('link', { name: 'Nouveau Chatbot' }).first().click();
      await page.getByLabel('Nom du chatbot').fill('Awa Bot');
      await page.getByRole('button', { name: 'Créer' }).click();
      await expect(page.getByText('Chatbot créé avec succès !')).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: 'Awa Bot' })).toBeVisible();
      await expectNoSidewaysScroll(page, width);

      // Back to the provider's own workspace, found by typing: the client's chatbot is not there.
      await waitForToasts(page, phone);
      await switcher(page).click();
      const search = page.getByRole('textbox', { name: 'Rechercher un espace de travail' });
      await search.fill('awa');
      await expect(page.getByRole('option', { name: /^Boutique Awa/ })).toBeVisible();
      await expectAccessible(page, 'the switcher open');
      await expect(page.getByRole('option', { name: /^Keur Digital/ })).toHaveCount(0);
      // 'keur' finds the provider's own workspace first (and its clients, 'Client de Keur Digital').
      await search.fill('keur');
      await expect(page.getByRole('option', { name: /^Keur Digital/ })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Vous travaillez maintenant dans « Keur Digital »')).toBeVisible();
      await expect(switcher(page)).toContainText('Keur Digital');
      await openFromSidebar(page, phone, 'Chatbots');
      await expect(page.getByRole('article').filter({ hasText: "Bot de l'agence" })).toBeVisible();
      await expect(page.getByText('Awa Bot')).toHaveCount(0);

      // 'Mes clients': the client with its chatbot, and the way into it.
      await openFromSidebar(page, phone, 'Clients');
      await expect(page.getByRole('heading', { name: 'Mes clients' })).toBeVisible();
      await expect(page.getByText(/Invitez votre client comme administrateur depuis Équipe/)).toBeVisible();
      const open = page.getByRole('button', { name: 'Ouvrir Boutique Awa' });
      await expect(open).toBeVisible();
      if (phone) await expect(page.getByRole('article', { name: 'Boutique Awa' })).toContainText('Chatbots1');
      else await expect(page.getByRole('row', { name: /Boutique Awa/ })).toContainText('Pas encore transmis');
      await expectNoSidewaysScroll(page, width);
      await waitForToasts(page, phone);
      await expectAccessible(page, 'Mes clients');
      await open.click();
      await expect(page.getByText('Vous travaillez maintenant dans « Boutique Awa »')).toBeVisible();
      await expect(switcher(page)).toContainText('Boutique Awa');
    });
  });
}
