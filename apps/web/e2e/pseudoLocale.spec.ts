import { expect, type Page, test } from '@playwright/test';
import { pseudoLocalize } from '../../../packages/i18n/src/pseudoLocalize';
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
 * Every screen in the pseudo-locale (French accented and 40 % longer, as a translation runs) on a
 * 390 px phone: no page wider than the screen, no button, tab or badge whose words are cut. What
 * passes here holds in English and Spanish, which run shorter.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function showPseudoLocale(page: Page) {
  await page.addInitScript(() => localStorage.setItem('griot:language', 'pseudo'));
}

async function expectNothingCut(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'load' });
  // Screens load their data after the first paint: wait for the loaders to go.
  await expect(page.locator('.mantine-Loader')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const pseudo = await page.locator('body').innerText();
  // The screen really is in the pseudo-locale: its words carry the stretch marks.
  expect(pseudo, `${route} shows the pseudo-locale`).toContain('··');
  await expectFits(page, route);
}

/** What is on screen now (a page, or a dialog opened over it): nothing cut, nothing past the screen's edge. */
async function expectFits(page: Page, what: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      found.push(`page ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    const cut = document.querySelectorAll<HTMLElement>(
      'button, a[role="tab"], [role="tab"], .mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label, .mantine-NavLink-label',
    );
    for (const element of cut) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `cut: “${element.innerText.trim().slice(0, 60)}” (${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
      // A strip of tabs may scroll sideways on a phone: what ends in its scrolled part is reachable.
      let scroller = element.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const inScroller = scroller !== null && scroller.getBoundingClientRect().right <= window.innerWidth + 1;
      if (!inScroller && box.right > window.innerWidth + 1)
        found.push(
          `off screen: “${element.innerText.trim().slice(0, 60)}” ends at ${Math.round(box.right)}px`,
        );
    }
    return found;
  });
  expect.soft(problems, what).toEqual([]);
}

test('the public screens fit a phone in the pseudo-locale', async ({ page }) => {
  await showPseudoLocale(page);
  for (const route of ['/login', '/register', '/forgot-password', '/reset-password?token=rst_x', '/terms'])
    await expectNothingCut(page, route);
});

test('the signed-in screens fit a phone in the pseudo-locale', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { token } = await startLoggedIn(page, request);
  const chatbotId = await createChatbotThroughApi(request, token, {
    bot_name: 'Boutique Awa',
    type: 'whatsapp',
    status: 'active',
    description: 'Pagnes et bazin livrés à Dakar.',
  });
  await importTaggedContacts(request, token, chatbotId);
  await showPseudoLocale(page);
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
    '/dashboard/transactions',
    '/dashboard/team',
    '/dashboard/inbox',
    '/dashboard/inbox/settings',
    '/dashboard/inbox/settings?tab=labels',
    '/dashboard/inbox/settings?tab=assignment',
    '/dashboard/inbox/reports',
    '/dashboard/no-such-screen',
    '/flow-element-test',
  ];
  for (const route of routes) await expectNothingCut(page, route);
});

/**
 * The WhatsApp templates screen needs a WhatsApp account, which only the Graph fake can sign up:
 * its own server beside the run's, with templates approved, rejected and pending, then the
 * builder filled over it (driven by the pseudo-locale's words of its French labels).
 */
test('the WhatsApp templates screen and its builder fit a phone in the pseudo-locale', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const world: TemplatesWorld = await startTemplatesWorld('griot-e2e-pseudo-templates-');
  const context = await browser.newContext({
    baseURL: world.griot.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const { token } = await startLoggedIn(page, world.api);
    const accountId = await signUpWhatsAppAccount(world, token);
    await templatesInEveryState(world, token, accountId);
    await showPseudoLocale(page);
    const route = `/dashboard/whatsapp_management/${accountId}/templates`;
    await expectNothingCut(page, route);
    await expect(page.getByTestId('template-relance_panier-fr')).toBeVisible();
    await openFilledBuilder(page, pseudoLocalize);
    await expectFits(page, `${route}, the builder`);
  } finally {
    await context.close();
    await world.stop();
  }
});
