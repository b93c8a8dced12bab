import path from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, request, test } from '@playwright/test';
import { startWhatsAppFake, type WhatsAppFake } from '../../../packages/fakes/src/whatsAppFake';
import { logInThroughForm, newAccount, registerThroughApi } from './support/accounts';
import { type GriotServer, startGriotServer } from './support/griotServer';
import { createWhatsAppShop, customersWrite } from './support/whatsappShop';

/**
 * Conditions and a broadcast end to end: this spec runs its own server pointed at its own Graph
 * fake (templates, template sends, status pushes), paced at 2 sends a second so the progress is
 * seen moving; three customers of Dakar match, a fourth of Thiès does not.
 */
const APP_SECRET = 'e2e-broadcast-secret';
const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAG-e2e-broadcast';

let fake: WhatsAppFake;
let griot: GriotServer;
let baseURL: string;
let context: BrowserContext;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  fake = await startWhatsAppFake({ appSecret: APP_SECRET, accessToken: ACCESS_TOKEN, autoStatuses: true });
  griot = await startGriotServer({
    dataDirPrefix: 'griot-e2e-broadcast-',
    env: { GRAPH_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, BROADCAST_RATE_PER_SECOND: '2' },
  });
  baseURL = griot.baseURL;
  context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Africa/Dakar' });
  api = await request.newContext({ baseURL });
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  await griot?.stop();
  await fake?.close();
});

test('conditions find three customers of Dakar; a broadcast reaches them with live progress and a report', async () => {
  const page = await context.newPage();
  const account = newAccount();
  await registerThroughApi(api, account);
  await logInThroughForm(page, account.email, account.password, account.clientAddress);
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const auth = { authorization: `Bearer ${token}` };
  const chatbotId = await createWhatsAppShop(api, griot, auth, {
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS_TOKEN,
  });

  // Four customers write on WhatsApp (real webhooks, real end-users); their city is then set.
  const users = await customersWrite(api, fake, griot, auth, chatbotId, [
    { from: '221771000001', name: 'Awa Diop', city: 'Dakar' },
    { from: '221771000002', name: 'Moussa Sow', city: 'Dakar' },
    { from: '221771000003', name: 'Fatou Ndiaye', city: 'Dakar' },
    { from: '221771000004', name: 'Ibrahima Fall', city: 'Thiès' },
  ]);
  const repliesBefore = fake.sent.length;

  // A new chatbot greets its first customers, but its default flow is empty: the chatbots list and
  // the dashboard say what stays unanswered.
  await page.goto('/dashboard/chatbots');
  const silent =
    'Ce chatbot ne répondra pas : le flux par défaut est vide, les messages hors scénario resteront sans réponse.';
  await expect(page.getByRole('status').filter({ hasText: silent })).toBeVisible();
  await page.goto(`/dashboard/chatbots/${chatbotId}/home`);
  await expect(page.getByRole('heading', { name: 'Tableau de bord Chatbot' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: silent })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compléter les flux dans l’éditeur' })).toHaveAttribute(
    'href',
    `/dashboard/chatbots/${chatbotId}/playground`,
  );
  const search = page.getByRole('button', { name: 'Rechercher' });
  await expect(search).toBeDisabled();
  await page.getByRole('combobox', { name: 'Attribut' }).fill('city');
  await page.getByRole('combobox', { name: 'Valeur' }).fill('Dakar');
  await page.getByRole('combobox', { name: 'Valeur' }).press('Enter');
  await expect(search).toBeEnabled();
  await expect(page.getByText('city = Dakar', { exact: true })).toBeVisible();
  await search.click();
  await expect(page.getByText('3 utilisateurs correspondants')).toBeVisible();
  const matched = page.getByRole('list', { name: 'Liste des utilisateurs correspondants' });
  await expect(matched.getByRole('listitem')).toHaveCount(3);
  await expect(matched.getByText('Awa Diop')).toBeVisible();
  await expect(matched.getByText('Ibrahima Fall')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Modèle de message' }).click();
  await page.getByRole('option', { name: 'promo_tabaski (fr)' }).click();
  await expect(page.getByText(/profitez de -\{\{2\}\} %/)).toBeVisible();
  await page.getByLabel('Valeur de En-tête {{1}}').fill('Tabaski');
  await page.getByLabel('Source de Message {{1}}').getByText('Variable').click();
  await page.getByRole('combobox', { name: 'Variable de Message {{1}}' }).click();
  await page.getByRole('option', { name: 'first_name' }).click();
  await page.getByLabel('Valeur de Message {{2}}').fill('20');
  // A variable without a fallback: said before the click, and the send waits for one.
  await expect(
    page.getByText('Indiquez une valeur par défaut pour {{1}} : elle sera envoyée à qui n’a pas de valeur.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer à 3 utilisateurs' })).toBeDisabled();
  await page.getByLabel('Valeur par défaut de Message {{1}}').fill('cher client');
  await page.getByRole('button', { name: 'Envoyer à 3 utilisateurs' }).click();

  // Paced at 2 a second: the counter is seen before the end, then 3/3.
  const progress = page.getByTestId('campaign-progress');
  await expect(progress).toHaveText(/^[0-2]\/3$/);
  await expect(progress).toHaveText('3/3', { timeout: 20_000 });
  await expect(page.getByText('promo_tabaski · Terminée')).toBeVisible();
  await page.getByRole('button', { name: 'Voir le rapport' }).first().click();
  const report = page.getByRole('table', { name: 'Rapport de diffusion' });
  await expect(report.getByText('Succès')).toHaveCount(3);

  const templates = fake.sent.slice(repliesBefore).filter((sent) => sent.body.type === 'template');
  expect(templates).toHaveLength(3);
  const firstNames = templates.map(
    (sent) =>
      (
        sent.body.template as { components: Array<{ type: string; parameters: Array<{ text: string }> }> }
      ).components.find((component) => component.type === 'body')?.parameters[0]?.text,
  );
  expect(firstNames.sort()).toEqual(['Awa', 'Fatou', 'Moussa']);

  // Awa answers the promotion: her report row links her conversation, named with who and when. The
  // rollup marks replies in the background (every 10 s) and a finished report is read once, so the
  // report is opened again until her link is there.
  const reply = 'Je prends deux pagnes, merci !';
  expect((await fake.pushText({ from: '221771000001', name: 'Awa Diop', text: reply })).status).toBe(200);
  const awaReplied = report.getByRole('link', {
    name: /^Voir la conversation de Awa Diop \(réponse le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/,
  });
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Voir le rapport' }).click(); // the recent broadcasts' line
    await expect(page.getByText('promo_tabaski · Terminée')).toBeVisible();
    await page.getByRole('button', { name: 'Voir le rapport' }).click(); // its progress: the table
    await expect(awaReplied).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Only who replied has a link.
  await expect(report.getByRole('link', { name: /^Voir la conversation de / })).toHaveCount(1);

  // Followed, it lands on her conversation: her reply, and what the campaign sent, marked with it,
  // with its ticks (each customer's conversation shows it).
  await awaReplied.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${chatbotId}/221771000001$`));
  await expect(page.locator('[data-message-id]').filter({ hasText: reply })).toBeVisible();
  const sentToAwa = page.locator('[data-message-id]').filter({ hasText: 'Diffusion : promo_tabaski' });
  await expect(sentToAwa).toBeVisible();
  await expect(sentToAwa.getByText('Promo Tabaski')).toBeVisible();
  await expect(
    sentToAwa.getByText('Bonjour Awa, profitez de -20 % sur nos pagnes jusqu’à dimanche !'),
  ).toBeVisible();
  await expect(sentToAwa.getByRole('img', { name: 'Distribué' })).toBeVisible();
  await page.goto(`/dashboard/chatbots/${chatbotId}/home`);

  // A local model, written in its modal, joins the Select in its own group with the 24 h notice.
  await page.getByRole('button', { name: 'Gérer les modèles locaux' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Aucun modèle local pour ce chatbot.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nouveau modèle' }).click();
  await dialog.getByLabel('Titre').fill('relance_panier');
  await dialog.getByLabel('Contenu').fill('Bonjour {{1}}, votre panier vous attend !');
  await expect(dialog.getByText('1 variable à remplir à l’envoi')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('listitem').getByText('relance_panier')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Modèle de message' }).click();
  await expect(page.getByText('Modèles locaux', { exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'relance_panier (fr)' }).click();
  await expect(
    page.getByText(
      'Un modèle local est envoyé comme message texte : seuls les clients ayant écrit dans les dernières 24 h le recevront.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Valeur de Message {{1}}')).toBeVisible();

  // On a phone, in dark mode: the conditions, the panel and the report fit the width.
  await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Utilisateurs correspondants' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({
      path: path.join(process.env.E2E_SCREENSHOTS, 'broadcast-390-dark.png'),
      fullPage: true,
    });

  // The end-user's page and its edit page, reached from a customer.
  const awa = users.find((item) => item.usertel === '221771000001');
  await page.goto(`/dashboard/users/${awa?.iduser}`);
  await expect(page.getByRole('heading', { name: 'Awa Diop' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Dakar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir la conversation' })).toHaveAttribute(
    'href',
    `/dashboard/chat/${chatbotId}/221771000001`,
  );
  await page.getByRole('link', { name: 'Modifier' }).click();
  await page.getByLabel('Ville').fill('Thiès');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur modifié avec succès')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Thiès' })).toBeVisible();
});
