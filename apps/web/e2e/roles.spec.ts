import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../../server/src/test/outbox';
import {
  fromAccountAddress,
  logInThroughForm,
  newAccount,
  registerThroughApi,
  type TestAccount,
} from './support/accounts';
import { createChatbotThroughApi } from './support/session';

/**
 * Roles on screen: an agent of a workspace (invited by its owner, signed up through the link, all
 * set up through the API) opens the app. The flow editor's address says their role does not open
 * it, the sidebar offers no WhatsApp accounts, the home leads to the conversations waiting and
 * they open. At a computer's width and at a phone's.
 */

async function logInThroughApi(request: APIRequestContext, account: TestAccount): Promise<string> {
  const response = await request.post('/api/verify/user', {
    headers: fromAccountAddress(account),
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

/** The owner's workspace, with a web chatbot a visitor wrote to, and an agent invited into it. */
async function workspaceWithAgent(request: APIRequestContext) {
  const owner = newAccount();
  await registerThroughApi(request, owner);
  const auth = {
    authorization: `Bearer ${await logInThroughApi(request, owner)}`,
    ...fromAccountAddress(owner),
  };
  const chatbotId = await createChatbotThroughApi(request, auth.authorization.slice(7), {
    bot_name: 'Boutique Ndiaye',
    type: 'web',
    status: 'active',
  });
  const visitor = await (await request.post(`/api/webchat/${chatbotId}/session`, { data: {} })).json();
  const sent = await request.post(`/api/webchat/${chatbotId}/messages`, {
    data: { ...visitor.session, event: { type: 'text', text: 'Bonjour, je voudrais commander' } },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  const { active_id: workspaceId } = await (await request.get('/api/workspaces', { headers: auth })).json();
  const agent = { ...newAccount(), firstname: 'Aminata', lastname: 'Diallo' };
  const invited = await request.post(`/api/workspaces/${workspaceId}/invitations`, {
    headers: auth,
    data: { email: agent.email, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(`${process.env.E2E_DATA_DIR}/outbox`, agent.email, 10_000);
  const invitation = /\/invitation\/([^\s/?#]+)/.exec(mail.text)?.[1];
  if (!invitation) throw new Error(`no invitation link in the mail to ${agent.email}`);
  // Signed up through the link: the agent's one workspace is the owner's.
  await registerThroughApi(request, agent, {}, { invitation });
  return { agent, chatbotId };
}

/** A picture of the screen for review, when E2E_SCREENSHOTS names a folder. */
async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an agent answers conversations and is shown nothing of the flow editor (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { agent, chatbotId } = await workspaceWithAgent(request);
    await logInThroughForm(page, agent.email, agent.password, agent.clientAddress);

    // The home: the chatbots with their conversations, not figures an agent would be refused.
    await expect(page.getByRole('heading', { name: 'Vos conversations' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Boutique Ndiaye' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/conversation non lue|Aucune conversation non lue/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, `roles-agent-home-${viewport.width}`);

    // The sidebar offers the chatbots, the users and the team (to leave), no WhatsApp accounts or figures.
    if (viewport.width < 500) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(navigation.getByRole('link', { name: 'Chatbots' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Utilisateurs' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Comptes WhatsApp' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Analytique' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Équipe' })).toBeVisible();
    if (viewport.width < 500) await page.getByRole('button', { name: 'Fermer le menu' }).first().click();

    // The flow editor's address: the role's state, with the ways back, and no editor.
    await page.goto(`/dashboard/chatbots/${chatbotId}/playground`);
    await expect(page.getByText('Votre rôle (Agent) ne donne pas accès à cette page.')).toBeVisible();
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Créer un nouveau flux' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shoot(page, `roles-agent-flow-editor-${viewport.width}`);
    // WhatsApp accounts the same.
    await page.goto('/dashboard/whatsapp_management');
    await expect(page.getByText('Votre rôle (Agent) ne donne pas accès à cette page.')).toBeVisible();

    // Back home, the conversations open, and the visitor's message reads.
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.getByRole('link', { name: 'Ouvrir les conversations de Boutique Ndiaye' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${chatbotId}$`));
    await page.getByText('Bonjour, je voudrais commander').first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${chatbotId}/.+`));
    await expect(page.getByText('Bonjour, je voudrais commander').last()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, `roles-agent-conversation-${viewport.width}`);
  });
}
