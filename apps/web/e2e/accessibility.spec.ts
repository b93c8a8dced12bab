import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fromAccountAddress, newAccount, registerThroughApi } from './support/accounts';
import { createChatbotThroughApi, startLoggedIn } from './support/session';
import { importTaggedContacts } from './support/taggedContacts';
import {
  openFilledBuilder,
  signUpWhatsAppAccount,
  startTemplatesWorld,
  type TemplatesWorld,
  templatesInEveryState,
} from './support/whatsappTemplatesWorld';

/**
 * Every screen, in light and dark mode, checked by axe-core (WCAG 2.1 A and AA rules): no serious
 * or critical violation. The page must also run under the app's Content-Security-Policy without
 * one violation report.
 */
async function expectAccessible(page: Page, route: string, scheme: 'light' | 'dark') {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.addInitScript((value) => localStorage.setItem('griot-color-scheme', value), scheme);
  // Not 'networkidle': the live screens hold a server-sent events stream open, which never idles.
  await page.goto(route, { waitUntil: 'load' });
  // Screens load their data after the first paint: wait for the loaders to go.
  await expect(page.getByText(/^Chargement/)).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolation(page, `${route} in ${scheme} mode`);
  expect.soft(cspViolations, `${route}: CSP`).toEqual([]);
}

/** What is on screen now (a page, or a dialog opened over it): no serious or critical axe violation. */
async function expectNoAxeViolation(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .slice(0, 4)
          .join(' | ')}`,
    );
  expect.soft(severe, what).toEqual([]);
}

test('the public screens are accessible', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const route of ['/login', '/register', '/forgot-password', '/reset-password?token=rst_x']) {
      await expectAccessible(page, route, scheme);
    }
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the signed-in screens are accessible in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const { token } = await startLoggedIn(page, request);
    const chatbotId = await createChatbotThroughApi(request, token, {
      bot_name: 'Boutique Awa',
      type: 'whatsapp',
      status: 'active',
      description: 'Pagnes et bazin livrés à Dakar.',
    });
    await importTaggedContacts(request, token, chatbotId);
    const routes = [
      '/dashboard',
      '/dashboard/chatbots',
      '/dashboard/chatbots/create',
      `/dashboard/chatbots/${chatbotId}/settings`,
      `/dashboard/chatbots/${chatbotId}/home`,
      `/dashboard/chatbots/${chatbotId}/playground`,
      `/dashboard/chatbots/${chatbotId}/playground?vue=carte`,
      `/dashboard/chatbots/${chatbotId}/playground?stats=1`,
      '/dashboard/analytics',
      `/dashboard/analytics?chatbot=${chatbotId}`,
      `/dashboard/chatbots/${chatbotId}/variables`,
      `/dashboard/chatbots/${chatbotId}/jarvis-knowledge`,
      `/dashboard/chat/${chatbotId}`,
      '/dashboard/campaigns',
      '/dashboard/campaigns/new',
      '/dashboard/all-users',
      '/dashboard/all-users?tag=VIP&tag=Grossiste',
      '/dashboard/whatsapp_management',
      '/dashboard/profile',
      '/dashboard/account-settings',
      '/dashboard/team',
      '/dashboard/inbox',
      '/dashboard/inbox/settings',
      '/dashboard/inbox/settings?tab=labels',
      '/dashboard/inbox/settings?tab=assignment',
      '/dashboard/inbox/reports',
      '/flow-element-test',
    ];
    for (const route of routes) await expectAccessible(page, route, scheme);
  });
}

/**
 * The WhatsApp templates screen needs a WhatsApp account, which only the Graph fake can sign up:
 * its own server beside the run's, with templates approved, rejected and pending, then the
 * builder filled over it.
 */
test('the WhatsApp templates list and its builder are accessible in light and dark mode', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const world: TemplatesWorld = await startTemplatesWorld('griot-e2e-a11y-templates-');
  const context = await browser.newContext({
    baseURL: world.griot.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
  });
  try {
    const page = await context.newPage();
    const { token } = await startLoggedIn(page, world.api);
    const accountId = await signUpWhatsAppAccount(world, token);
    await templatesInEveryState(world, token, accountId);
    const route = `/dashboard/whatsapp_management/${accountId}/templates`;
    for (const scheme of ['light', 'dark'] as const) {
      await expectAccessible(page, route, scheme);
      await expect(
        page.getByTestId('template-relance_panier-fr').getByText('Refusé', { exact: true }),
      ).toBeVisible();
      await openFilledBuilder(page);
      await expectNoAxeViolation(page, `${route}, the builder, in ${scheme} mode`);
    }
  } finally {
    await context.close();
    await world.stop();
  }
});

test('the login form is usable with the keyboard alone, with a visible focus', async ({ page, request }) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await page.setExtraHTTPHeaders(fromAccountAddress(account));
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  // Tab through to the submit button: each stop shows a focus ring.
  for (let stop = 0; stop < 6; stop += 1) {
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (name.includes('Se connecter')) break;
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'none';
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    });
    expect(outline, 'a focused control shows where the focus is').not.toBe('none 0px none');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
