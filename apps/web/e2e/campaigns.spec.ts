import fs from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { startWhatsAppFake, type WhatsAppFake } from '../../../packages/fakes/src/whatsAppFake';
import { type GriotServer, startGriotServer } from './support/griotServer';
import { expectNoSidewaysScroll, selectOption } from './support/screenChecks';
import { startLoggedIn } from './support/session';
import { createWhatsAppShop, customersWrite } from './support/whatsappShop';

/**
 * The campaigns page end to end (issue 24), on its own server and Graph fake: opened from the
 * sidebar, a campaign composed to a segment with a template and planned for tomorrow, seen
 * 'Planifiée' then cancelled; an A/B campaign whose winner is picked by a click; at 1440 and
 * 390 px, light and dark (screenshots in SHOTS, to look at).
 */
const APP_SECRET = 'e2e-campaigns-secret';
const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAG-e2e-campaigns';
const SHOTS = process.env.CAMPAIGN_SHOTS ?? '/tmp/i24/shots';

let fake: WhatsAppFake;
let griot: GriotServer;
let context: BrowserContext;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  fake = await startWhatsAppFake({ appSecret: APP_SECRET, accessToken: ACCESS_TOKEN, autoStatuses: true });
  griot = await startGriotServer({
    dataDirPrefix: 'griot-e2e-campaigns-',
    env: {
      GRAPH_API_URL: fake.url,
      WHATSAPP_APP_SECRET: APP_SECRET,
      BROADCAST_RATE_PER_SECOND: '5',
      // A copy of the build (CAMPAIGN_WEB_DIST) keeps the run steady while the shared checkout rebuilds.
      ...(process.env.CAMPAIGN_WEB_DIST ? { WEB_DIST_DIR: process.env.CAMPAIGN_WEB_DIST } : {}),
    },
  });
  context = await browser.newContext({ baseURL: griot.baseURL, locale: 'fr-FR', timezoneId: 'Africa/Dakar' });
  api = await request.newContext({ baseURL: griot.baseURL });
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  await griot?.stop();
  await fake?.close();
});

test('a campaign planned for tomorrow, then cancelled; an A/B campaign’s winner picked by a click', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await startLoggedIn(page, api);
  const chatbotId = await shopWithThreeCustomers(token);

  // From the sidebar: a new account has no campaign yet, and is invited to create one.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Campagnes' }).click();
  await expect(page.getByRole('heading', { name: 'Campagnes', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucune campagne pour l’instant')).toBeVisible();
  await shot(page, 'list-empty-1440-light');
  await page.getByRole('link', { name: 'Créer ma première campagne' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle campagne', level: 1 })).toBeVisible();

  // 1 Chatbot, 2 Audience (the dashboard's conditions), 3 Message.
  await composeToDakar(page);
  await selectOption(page, 'Modèle de message', 'promo_tabaski (fr)');
  await expect(page.getByText(/profitez de -\{\{2\}\} %/)).toBeVisible();
  await page.getByLabel('Valeur de En-tête {{1}}').fill('Tabaski');
  await page.getByLabel('Valeur de Message {{1}}').fill('cher client');
  await page.getByLabel('Valeur de Message {{2}}').fill('20');

  // 4 Quand: tomorrow at 09:00 in the workspace's time zone, shown.
  await page.getByRole('radiogroup', { name: 'Envoi' }).getByText('Planifier').click();
  await expect(page.getByText(/^Fuseau horaire de l’espace de travail : /)).toBeVisible();
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const tomorrowText = tomorrow.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });
  await page.getByLabel('Le', { exact: true }).click();
  if (!(await page.getByRole('button', { name: tomorrowText }).isVisible()))
    await page.locator('[data-direction="next"]').first().click();
  await page.getByRole('button', { name: tomorrowText }).click();
  await expect(page.getByText(`Le ${tomorrowText} à 09:00`)).toBeVisible();
  await shot(page, 'composer-1440-light');
  await page.getByRole('button', { name: 'Planifier', exact: true }).click();

  // Back on the list: 'Planifiée', leaving tomorrow; then cancelled before it starts.
  await expect(page.getByRole('heading', { name: 'Campagnes', level: 1 })).toBeVisible();
  const planned = page.getByRole('listitem').filter({ hasText: 'promo_tabaski' });
  await expect(planned.getByText('Planifiée')).toBeVisible();
  await expect(planned.getByText(/^Départ le /)).toBeVisible();
  // Edited before it starts: the composer comes back filled, the new name is saved.
  await planned.getByRole('button', { name: 'Actions de promo_tabaski' }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  await expect(page.getByRole('heading', { name: 'Modifier la campagne planifiée', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Modèle de message' })).toHaveValue('promo_tabaski (fr)');
  await expect(page.getByLabel('Valeur de Message {{2}}')).toHaveValue('20');
  await page.getByLabel('Nom de la campagne (facultatif)').fill('Soldes de Tabaski');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(planned.getByText('Soldes de Tabaski')).toBeVisible();
  await expect(planned.getByText('Planifiée')).toBeVisible();
  await planned.getByRole('button', { name: 'Actions de Soldes de Tabaski' }).click();
  await page.getByRole('menuitem', { name: 'Annuler la planification' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler cette campagne ?' });
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(planned.getByText('Annulée')).toBeVisible();

  // An A/B test: bienvenue (A) against promo_tabaski (B), a third of the segment each, picked by a click.
  await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
  await composeToDakar(page);
  await selectOption(page, 'Modèle de message', 'bienvenue (fr)');
  await page.getByRole('switch', { name: 'Comparer deux messages (test A/B)' }).check();
  await selectOption(page, 'Modèle de la variante B', 'promo_tabaski (fr)');
  await page.getByLabel('Valeur de En-tête {{1}}').fill('Tabaski');
  await page.getByLabel('Valeur de Message {{1}}').fill('cher client');
  await page.getByLabel('Valeur de Message {{2}}').fill('20');
  const share = page.getByRole('slider');
  await share.focus();
  for (let step = 10; step < 34; step += 1) await share.press('ArrowRight');
  await expect(page.getByText('34 % par variante, 32 % pour la gagnante')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Choix de la gagnante' }).getByText('Par un clic').click();
  await page.getByRole('button', { name: 'Lancer la campagne' }).click();

  await expect(page.getByRole('heading', { name: 'Campagnes', level: 1 })).toBeVisible();
  const ab = page.getByRole('listitem').filter({ hasText: 'Test A/B' });
  await expect(ab.getByRole('list', { name: 'Taux de lecture par variante' })).toBeVisible();
  await ab.getByRole('button', { name: 'Choisir la gagnante' }).click({ timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Envoyer la variante B au reste' }).click();
  await expect(ab.getByText('Gagnante : variante B')).toBeVisible();
  await shot(page, 'list-1440-light');

  // The workspace's quiet hours and frequency cap (an owner may set them); the composer says them.
  await page.getByRole('button', { name: 'Réglages des campagnes' }).click();
  const settings = page.getByRole('dialog', { name: 'Réglages des campagnes' });
  await settings.getByRole('switch', { name: 'Heures calmes' }).check();
  await settings.getByLabel('Plafond de fréquence (heures)').fill('48');
  await shot(page, 'settings-1440-light');
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réglages enregistrés.')).toBeVisible();
  await expect(settings).toHaveCount(0);

  // Dark mode, then a 390 px phone: the list and the composer fit the width.
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(ab.getByText('Gagnante : variante B')).toBeVisible();
  await shot(page, 'list-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(ab.getByText('Gagnante : variante B')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'list-390-dark');
  await page.goto('/dashboard/campaigns/new');
  await composeToDakar(page);
  await selectOption(page, 'Modèle de message', 'bienvenue (fr)');
  await expect(page.getByText('Heures calmes : aucun envoi entre 21:00 et 08:00.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'composer-390-dark');
  await page.evaluate(() => localStorage.setItem('griot-color-scheme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSidewaysScroll(page);
  await shot(page, 'composer-390-light');
  expect(chatbotId).toBeTruthy();
});

/** Chatbot 'Boutique Téranga' chosen, then the segment city = Dakar searched: 3 users. */
async function composeToDakar(page: Page): Promise<void> {
  await selectOption(page, 'Chatbot WhatsApp', 'Boutique Téranga');
  await page.getByRole('combobox', { name: 'Attribut' }).fill('city');
  await page.getByRole('combobox', { name: 'Valeur' }).fill('Dakar');
  await page.getByRole('combobox', { name: 'Valeur' }).press('Enter');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 utilisateurs : city = Dakar' })).toBeVisible();
}

/** A WhatsApp chatbot on the fake's number with three customers of Dakar who wrote to it. */
async function shopWithThreeCustomers(token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const chatbotId = await createWhatsAppShop(api, griot, auth, {
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS_TOKEN,
  });
  await customersWrite(api, fake, griot, auth, chatbotId, [
    { from: '221771100001', name: 'Awa Diop', city: 'Dakar' },
    { from: '221771100002', name: 'Moussa Sow', city: 'Dakar' },
    { from: '221771100003', name: 'Fatou Ndiaye', city: 'Dakar' },
  ]);
  return chatbotId;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
