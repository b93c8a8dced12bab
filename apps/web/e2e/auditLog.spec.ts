import { expect, type Page, test } from '@playwright/test';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/**
 * The audit log, end to end: what the owner does through the API (a flow published, a chatbot
 * deleted) reads as sentences on /dashboard/team, filtered by type; at a computer's width and at
 * a phone's, without sideways scrolling.
 */

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the owner reads who did what in the audit log, by type (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { token } = await startLoggedIn(page, request);
    const headers = { authorization: `Bearer ${token}` };
    const shopId = await createChatbotThroughApi(request, token, { bot_name: 'Boutique Téranga' });
    const tree = await (await request.get(`/api/strong/get/chatbot/${shopId}/flow`, { headers })).json();
    const welcome = tree.flow.mainblocks.welcome;
    const saved = await request.post(`/api/update/flow/${shopId}/${welcome.idblock}/${welcome.type}`, {
      headers,
      data: { flow: [{ type: 'text', message: 'Bienvenue chez Boutique Téranga !' }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const oldId = await createChatbotThroughApi(request, token, { bot_name: 'Ancien bot' });
    const deleted = await request.delete(`/api/delete/strong/chatbot/${oldId}`, {
      headers,
      data: { confirm: 'SUPPRIMER' },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);

    await page.goto('/dashboard/team');
    await page.getByRole('tab', { name: "Journal d'audit" }).click();
    const published = page.getByText(
      `Mariama Ba a publié le flux « ${welcome.blockname} » de Boutique Téranga`,
    );
    const removed = page.getByText('Mariama Ba a supprimé le chatbot Ancien bot');
    await expect(published).toBeVisible();
    await expect(removed).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (process.env.AUDIT_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.AUDIT_SCREENSHOTS}/audit-${viewport.width}.png`,
        fullPage: true,
      });

    await page.getByRole('combobox', { name: "Type d'événement" }).click();
    await page.getByRole('option', { name: 'Chatbot supprimé' }).click();
    await expect(removed).toBeVisible();
    await expect(published).toBeHidden();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(published).toBeVisible();

    await page.getByRole('combobox', { name: 'Membre' }).click();
    await page.getByRole('option', { name: 'Mariama Ba' }).click();
    await page.getByRole('combobox', { name: "Type d'événement" }).click();
    await page.getByRole('option', { name: 'Diffusion lancée' }).click();
    await expect(page.getByText('Aucun événement pour ces filtres')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
