import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { startWhatsAppFake, type WhatsAppFake } from '../../../packages/fakes/src/whatsAppFake';
import { logInThroughForm, newAccount, registerThroughApi } from './support/accounts';
import { type GriotServer, startGriotServer } from './support/griotServer';

/**
 * The WhatsApp accounts screen end to end, through the Graph fake's local Embedded Signup
 * simulator: this spec runs its own server pointed at its own fake (GRAPH_API_URL), so the real
 * client code path runs (SDK stand-in, popup, WA_EMBEDDED_SIGNUP events, code exchange) and a
 * WhatsApp message on the number can be answered, without touching the shared e2e server.
 */
const APP_SECRET = 'e2e-whatsapp-secret';

let fake: WhatsAppFake;
let griot: GriotServer;
let baseURL: string;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startWhatsAppFake({ appSecret: APP_SECRET });
  griot = await startGriotServer({
    dataDirPrefix: 'griot-e2e-whatsapp-',
    env: { GRAPH_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, FB_APP_ID: '' },
  });
  baseURL = griot.baseURL;
  api = await request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await griot?.stop();
  await fake?.close();
});

test('add a number through the signup simulator, verify it, link a chatbot that answers, dissociate', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const account = newAccount();
  await registerThroughApi(api, account);
  await logInThroughForm(page, account.email, account.password, account.clientAddress);
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const auth = { authorization: `Bearer ${token}` };
  const chatbotId = await createWhatsAppChatbot(api, auth, 'Bot Téranga', 'Bienvenue chez Awa Boutique !');

  await page.goto('/dashboard/whatsapp_management');
  await expect(page.getByRole('heading', { name: 'Comptes WhatsApp', level: 2 })).toBeVisible();
  await expect(page.getByText('GESTION DE VOS COMPTES WHATSAPP')).toBeVisible();
  await expect(page.getByText('Aucun compte WhatsApp trouvé')).toBeVisible();
  await expect(page.getByText('Commencez par associer votre premier compte WhatsApp')).toBeVisible();
  await expect(page.getByText(/Mode simulation/)).toBeVisible();

  // 'Associer un compte' → type → simulated Embedded Signup → the card appears.
  await page.getByRole('button', { name: 'Associer un compte' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Associer un compte WhatsApp' });
  await modal.getByRole('radio', { name: /E-commerce/ }).check();
  const popupOpened = page.waitForEvent('popup', { timeout: 20_000 });
  await modal.getByRole('button', { name: 'Suivant' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Nom de l’entreprise').fill('Awa Boutique');
  await popup.getByLabel('Numéro WhatsApp').fill('+221 77 555 66 77');
  await popup.getByRole('button', { name: 'Terminer l’inscription' }).click();
  await expect(page.getByText('Compte WhatsApp ajouté avec succès')).toBeVisible();
  await expect(modal).toBeHidden();
  const card = page.getByRole('article', { name: 'Awa Boutique' });
  await expect(card).toBeVisible();
  await expect(card.getByText('+221 77 555 66 77').first()).toBeVisible();
  await expect(card.getByText('E-commerce')).toBeVisible();
  await expect(card.getByText('Non vérifié').first()).toBeVisible();
  await expect(card.getByText('ID Configuration')).toBeVisible();
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // The payment notice and its steps.
  await page.getByRole('button', { name: 'Voir plus' }).click();
  await expect(page.getByText(/Ajouter un moyen de paiement/)).toBeVisible();
  await page.getByRole('button', { name: 'Voir moins' }).click();

  // Verification by SMS code: a wrong code, then the right one.
  await card.getByRole('button', { name: 'Vérifier le numéro de téléphone' }).click();
  await page
    .getByRole('dialog', { name: 'Vérifier le numéro de téléphone' })
    .getByRole('button', { name: 'Envoyer le code' })
    .click();
  await expect(page.getByText('Un code de vérification a été envoyé par SMS')).toBeVisible();
  await expect(card.getByText('Vérification par SMS')).toBeVisible();
  await expect(card.getByText('Le code expire dans 10 minutes')).toBeVisible();
  const phoneNumberId = await accountPhoneNumberId(api, auth);
  const code = fake.signup.lastVerificationCode(phoneNumberId) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await card.getByLabel('Code de vérification').fill(code === '000000' ? '111111' : '000000');
  await card.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Code de vérification incorrect')).toBeVisible();
  await card.getByLabel('Code de vérification').fill(code);
  await card.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Numéro de téléphone vérifié avec succès')).toBeVisible();
  await expect(card.getByText('Aucun chatbot associé')).toBeVisible();

  // Link the chatbot: a WhatsApp message on that number is answered by it.
  await card.getByRole('button', { name: 'Associer un chatbot' }).click();
  const chooser = page.getByRole('dialog', { name: 'Associer un chatbot' });
  await chooser.getByRole('button', { name: 'Associer' }).click();
  await expect(chooser.getByText('Veuillez sélectionner un chatbot')).toBeVisible();
  await chooser.getByLabel('Chatbot').click();
  await page.getByRole('option', { name: 'Bot Téranga' }).click();
  await chooser.getByRole('button', { name: 'Associer' }).click();
  await expect(page.getByText('Chatbot associé avec succès')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Bot Téranga' })).toBeVisible();

  const webhook = `${baseURL}/api/pipeline/whatsapp/${chatbotId}`;
  const pushed = await fake.pushText(
    { phoneNumberId, from: '221770009988', text: 'Bonjour' },
    { url: webhook },
  );
  expect(pushed.status).toBe(200);
  const [reply] = await fake.waitForSent(1, 15_000);
  expect(reply?.phoneNumberId).toBe(phoneNumberId);
  expect(reply?.body).toMatchObject({ to: '221770009988', text: { body: 'Bienvenue chez Awa Boutique !' } });

  // Dissociate with DISSOCIER: the number no longer answers.
  await card.getByRole('button', { name: 'Actions du compte Awa Boutique' }).click();
  await page.getByRole('menuitem', { name: 'Dissocier le chatbot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dissocier le chatbot' });
  await confirm.getByLabel('Confirmation').fill('dissocier');
  await expect(confirm.getByText('Veuillez taper exactement "DISSOCIER" en majuscules')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Dissocier' })).toBeDisabled();
  await confirm.getByLabel('Confirmation').fill('DISSOCIER');
  await confirm.getByRole('button', { name: 'Dissocier' }).click();
  await expect(page.getByText('Chatbot dissocié avec succès')).toBeVisible();
  await expect(card.getByText('Aucun chatbot associé')).toBeVisible();
  const sentBefore = fake.sent.length;
  const refused = await fake.pushText(
    { phoneNumberId, from: '221770009988', text: 'Encore là ?' },
    { url: webhook },
  );
  expect(refused.status).toBe(403);
  await page.waitForTimeout(500);
  expect(fake.sent.length).toBe(sentBefore);

  // The round trip: create a chatbot from the link popup, come back with it preselected.
  await card.getByRole('button', { name: 'Associer un chatbot' }).click();
  await page
    .getByRole('dialog', { name: 'Associer un chatbot' })
    .getByRole('link', { name: 'Créer un nouveau chatbot' })
    .click();
  await expect(page).toHaveURL(
    /\/dashboard\/chatbots\/create\?returnTo=whatsapp_management&openpopupwhatsapp=true&accountId=/,
  );
  await page.getByLabel('Nom du chatbot').fill('Awa Livraison');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/whatsapp_management/, { timeout: 15_000 });
  const back = page.getByRole('dialog', { name: 'Associer un chatbot' });
  await expect(back.getByLabel('Chatbot')).toHaveValue('Awa Livraison');
  await back.getByRole('button', { name: 'Associer' }).click();
  await expect(page.getByText('Chatbot associé avec succès').last()).toBeVisible();
  await expect(card.getByRole('link', { name: 'Awa Livraison' })).toBeVisible();
  await expectNarrowScreenUsable(page);
});

test('a cancelled signup says where it stopped and creates nothing; the screen works in dark mode', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const account = newAccount();
  await registerThroughApi(api, account);
  await logInThroughForm(page, account.email, account.password, account.clientAddress);
  await page.goto('/dashboard/whatsapp_management');
  await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Associer un compte' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Associer un compte WhatsApp' });
  await expect(modal.getByRole('radio', { name: /Service client/ })).toBeChecked();
  const popupOpened = page.waitForEvent('popup', { timeout: 20_000 });
  await modal.getByRole('button', { name: 'Suivant' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Configuration abandonnée' })).toHaveText(
    'Configuration abandonnée à l’étape : ajout du numéro de téléphone',
  );
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Aucun compte WhatsApp trouvé')).toBeVisible();
});

/** A page of its own browser context (its own session), on this spec's server. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Africa/Dakar' });
  return context.newPage();
}

/** At 390 px the card and its actions stay reachable, without horizontal scrolling. */
async function expectNarrowScreenUsable(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/whatsapp_management');
  await expect(page.getByRole('article', { name: 'Awa Boutique' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function createWhatsAppChatbot(
  api: APIRequestContext,
  auth: Record<string, string>,
  name: string,
  welcome: string,
): Promise<string> {
  const created = await api.post('/api/create/strong/chatbot', {
    headers: auth,
    multipart: { data: JSON.stringify({ bot_name: name, type: 'whatsapp', status: 'active' }) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const chatbotId: string = (await created.json()).chatbot_id;
  const tree = await (await api.get(`/api/strong/get/chatbot/${chatbotId}/flow`, { headers: auth })).json();
  const block = tree.flow.mainblocks.welcome;
  const saved = await api.post(`/api/update/flow/${chatbotId}/${block.idblock}/${block.type}`, {
    headers: auth,
    data: { flow: [{ type: 'text', message: welcome }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return chatbotId;
}

async function accountPhoneNumberId(api: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const accounts = await (await api.get('/api/strong/whatsapp/accounts', { headers: auth })).json();
  return accounts[0].phone_number_id;
}
