import { type Browser, expect, type Page, test } from '@playwright/test';
import { waitForMail } from '../../server/src/test/outbox';
import { logInThroughForm, newAccount, type TestAccount } from './support/accounts';
import { createChatbotThroughApi, startLoggedIn } from './support/session';

/**
 * The team, end to end: an owner invites an agent by e-mail; the agent opens the link from the
 * mail, signs up through it, lands in the owner's workspace and sees its conversations, and
 * nothing of the flow editor. At a computer's width and at a phone's.
 */

/** The invitation link of the last mail to `email`, as a path of this app. */
async function invitationPathFor(email: string): Promise<string> {
  const mail = await waitForMail(`${process.env.E2E_DATA_DIR}/outbox`, email, 10_000);
  const link = /https?:\/\/\S+(\/invitation\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return link;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The agent signs up through the wizard the invitation page leads to, then logs in. */
async function signUpThroughLink(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  agent: TestAccount,
) {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': agent.clientAddress },
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByText('Vous êtes invité à rejoindre « Ba & Fils » en tant qu’agent.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/register\?invitation=/);
  await expect(page.getByText(/vous rejoindrez « Ba & Fils »/)).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(agent.email);
  await expect(email).toHaveAttribute('readonly', '');

  await page.getByLabel('Prénom').fill(agent.firstname);
  await page.getByLabel('Nom', { exact: true }).fill(agent.lastname);
  await page.getByLabel("Nom de l'entreprise").fill('Ba & Fils');
  await page.getByLabel('Téléphone').fill(agent.phoneDigits);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(agent.password);
  await page.getByLabel('Confirmer le mot de passe').fill(agent.password);
  await page.getByRole('button', { name: 'Suivant' }).click();
  const canvas = page.locator('canvas[data-captcha-id]');
  await expect(canvas).toBeVisible();
  const captchaId = await canvas.getAttribute('data-captcha-id');
  const { answer } = await (await page.request.get(`/api/testing/captcha/${captchaId}`)).json();
  await page.getByLabel('Code du captcha').fill(answer.toLowerCase());
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Inscription réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await logInThroughForm(page, agent.email, agent.password, agent.clientAddress);
  return { context, page };
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an owner invites an agent, who signs up through the link and answers conversations (${viewport.width} px)`, async ({
    browser,
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { token } = await startLoggedIn(page, request);
    const chatbotId = await createChatbotThroughApi(request, token, { bot_name: 'Bot Téranga' });
    const agent = { ...newAccount(), firstname: 'Fatou', lastname: 'Sow' };

    // The owner invites the agent from the team screen.
    await page.goto('/dashboard/team');
    await expect(page.getByRole('heading', { name: 'Équipe', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invitations en attente' })).toBeVisible();
    await page.getByRole('button', { name: 'Inviter un membre' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await dialog.getByLabel('Adresse email').fill(agent.email);
    await expect(dialog.getByText(/Les conversations de l’espace/)).toBeVisible();
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await expect(page.getByText(`Invitation envoyée à ${agent.email}`)).toBeVisible();
    await expect(page.getByText(agent.email, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The agent, on their own device: the link from the mail, the sign-up, the workspace.
    const path = await invitationPathFor(agent.email);
    const { context, page: agentPage } = await signUpThroughLink(browser, viewport, path, agent);
    await expect(agentPage.getByRole('heading', { name: 'Vos conversations' })).toBeVisible();
    await agentPage.getByRole('link', { name: 'Ouvrir les conversations de Bot Téranga' }).click();
    await expect(agentPage).toHaveURL(new RegExp(`/dashboard/chat/${chatbotId}`));
    await expect(agentPage.getByText('Aucune conversation pour le moment')).toBeVisible();
    await expect(agentPage.getByRole('link', { name: 'Éditeur de flux' })).toHaveCount(0);
    await expect(agentPage.getByRole('button', { name: 'Éditeur de flux' })).toHaveCount(0);
    await agentPage.goto(`/dashboard/chatbots/${chatbotId}/playground`);
    await expect(agentPage.getByText('Votre rôle (Agent) ne donne pas accès à cette page.')).toBeVisible();
    // Their team screen says why they cannot manage it.
    await agentPage.goto('/dashboard/team');
    await expect(
      agentPage.getByText('La gestion de l’équipe est réservée aux administrateurs'),
    ).toBeVisible();
    await expectNoSidewaysScroll(agentPage);
    await context.close();

    // Back on the owner's screen: the agent is a member, the invitation is gone.
    await page.reload();
    await expect(page.getByText('Fatou Sow')).toBeVisible();
    await expect(page.getByText('Aucune invitation en attente.')).toBeVisible();
  });
}
