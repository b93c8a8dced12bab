import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { startWhatsAppFake, type WhatsAppFake } from '../../../packages/fakes/src/whatsAppFake';
import { logInThroughForm, newAccount, registerThroughApi } from './support/accounts';
import { type GriotServer, startGriotServer } from './support/griotServer';
import { createWhatsAppChatbot } from './support/whatsappShop';

/**
 * The team inbox end to end (issue 27), on its own server pointed at its own Graph fake: a
 * customer taps « Parler à un conseiller » on WhatsApp, the conversation waits in 'Non assignées';
 * the agent takes it, answers with a canned response (the first name filled in), writes a private
 * note (never sent), resolves; the customer writes again and the bot answers. Once on a desktop,
 * once on a phone, each with its own customer.
 */
const APP_SECRET = 'e2e-inbox-secret';
const PHONE_NUMBER_ID = '106540352242977';
const ACCESS_TOKEN = 'EAAG-e2e-inbox';
const CANNED = 'Bonjour {{first_name}}, ici Mariama de la Boutique Téranga. Comment puis-je vous aider ?';
const BACK_TO_BOT = 'Le bot est de retour : tapez Menu pour voir nos pagnes.';

let fake: WhatsAppFake;
let griot: GriotServer;
let context: BrowserContext;
let api: APIRequestContext;
let page: Page;
let chatbotId: string;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  fake = await startWhatsAppFake({
    appSecret: APP_SECRET,
    accessToken: ACCESS_TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    autoStatuses: true,
  });
  griot = await startGriotServer({
    dataDirPrefix: 'griot-e2e-inbox-',
    env: { GRAPH_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET },
  });
  context = await browser.newContext({ baseURL: griot.baseURL, locale: 'fr-FR', timezoneId: 'Africa/Dakar' });
  api = await request.newContext({ baseURL: griot.baseURL });
  page = await context.newPage();
  const account = newAccount();
  await registerThroughApi(api, account);
  await logInThroughForm(page, account.email, account.password, account.clientAddress);
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  chatbotId = await buildShop(api, token);
  fake.webhookUrl = `${griot.baseURL}/api/pipeline/whatsapp/${chatbotId}`;

  // The canned response, through the settings screen.
  await page.goto('/dashboard/inbox/settings');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Réglages de la boîte de réception' }),
  ).toBeVisible();
  await expect(page.getByText('Aucune réponse rapide pour le moment')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle réponse rapide' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle réponse rapide' });
  await dialog.getByLabel('Raccourci').fill('bonjour');
  await dialog.getByLabel('Texte de la réponse').fill(CANNED);
  await expect(dialog.getByText('Bonjour Awa, ici Mariama')).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: '/bonjour' })).toBeVisible();
});

test.afterAll(async () => {
  await context?.close();
  await api?.dispose();
  await griot?.stop();
  await fake?.close();
});

for (const screen of [
  { name: 'desktop', width: 1440, height: 900, customer: { from: '221771230001', name: 'Awa Diop' } },
  { name: 'phone', width: 390, height: 844, customer: { from: '221771230002', name: 'Fatou Sall' } },
])
  test(`${screen.name} (${screen.width} px): a customer asks for a person, an agent answers, notes, resolves; the bot answers again`, async () => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const { from, name } = screen.customer;
    const firstName = name.split(' ')[0] ?? name;

    // The customer greets the bot, then taps « Parler à un conseiller » (the row the bot sent).
    expect((await fake.pushText({ from, name, text: 'Bonjour' })).status).toBe(200);
    const welcome = await sentTo(from, (body) => body.type === 'interactive');
    const row = rowsOf(welcome).find((item) => item.title === 'Parler à un conseiller');
    expect(row, JSON.stringify(welcome)).toBeTruthy();
    expect(
      (await fake.pushListReply({ from, name, rowId: row?.id ?? '', title: row?.title ?? '' })).status,
    ).toBe(200);

    // It waits in 'Non assignées'.
    await page.goto('/dashboard/inbox');
    await page.getByRole('tab', { name: /^Non assignées/ }).click();
    const listed = page.getByRole('link', { name: new RegExp(name) });
    await expect(listed).toBeVisible();
    await expectNoSidewaysScroll(page);
    await listed.click();
    const pane = page.getByRole('region', { name });
    await expect(pane).toBeVisible();

    // The agent takes it.
    await pane.getByRole('button', { name: 'Assigner à…' }).click();
    await page.getByRole('option', { name: "Me l'assigner" }).click();
    await expect(pane.getByRole('button', { name: 'Mariama Ba' })).toBeVisible();

    // '/' opens the canned responses; the one picked is written with the first name filled in.
    const sentBefore = fake.sent.length;
    const reply = pane.getByLabel('Votre réponse');
    await reply.click();
    await reply.pressSequentially('/bon');
    await page.getByRole('option', { name: /bonjour/ }).click();
    const text = CANNED.replace('{{first_name}}', firstName);
    await expect(reply).toHaveValue(text);
    await pane.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const answered = await sentTo(from, (body) => body.type === 'text', sentBefore);
    expect((answered.text as { body: string }).body).toBe(text);
    await expect(pane.getByText(text)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A private note: shown to the team, never sent.
    const details = await openDetails(page, pane);
    const note = `Cliente de Sacré-Cœur, rappeler pour la livraison (${screen.name}).`;
    await details.getByLabel('Ajouter une note').fill(note);
    const sentWithoutNote = fake.sent.length;
    await details.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(details.getByText(note)).toBeVisible();
    // The drawer (a narrow pane) closes; the column beside the messages stays.
    if (await page.getByRole('dialog', { name: 'Détails' }).isVisible()) await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(fake.sent.slice(sentWithoutNote).some((sent) => JSON.stringify(sent.body).includes(note))).toBe(
      false,
    );

    // Resolved: the bot has the conversation again.
    await pane.getByRole('button', { name: 'Résoudre', exact: true }).click();
    await expect(pane.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
    const beforeCustomer = fake.sent.length;
    expect((await fake.pushText({ from, name, text: 'Merci, à bientôt !' })).status).toBe(200);
    const botAgain = await sentTo(from, (body) => JSON.stringify(body).includes(BACK_TO_BOT), beforeCustomer);
    expect(botAgain).toBeTruthy();
    await expect(page.getByText('Merci, à bientôt !').first()).toBeVisible();
  });

/** A WhatsApp chatbot whose welcome offers a person and whose default flow answers anything else. */
async function buildShop(client: APIRequestContext, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const id = await createWhatsAppChatbot(client, auth, {
    phoneNumberId: PHONE_NUMBER_ID,
    accessToken: ACCESS_TOKEN,
  });
  const tree = await (await client.get(`/api/strong/get/chatbot/${id}/flow`, { headers: auth })).json();
  const { welcome, default: fallback } = tree.flow.mainblocks;
  const save = async (block: { idblock: string; type: string }, flow: unknown[]) => {
    const saved = await client.post(`/api/update/flow/${id}/${block.idblock}/${block.type}`, {
      headers: auth,
      data: { flow },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  // A list (a reply button's title holds 20 characters at most); 'agent' is the human agent, the
  // flow editor's 'Agent humain' target.
  await save(welcome, [
    {
      type: 'list',
      interactive: {
        type: 'list',
        body: { text: 'Bienvenue à la Boutique Téranga ! Que souhaitez-vous ?' },
        action: {
          button: 'Choisir',
          sections: [
            {
              title: 'Aide',
              rows: [
                { id: fallback.idblock, title: 'Nos horaires' },
                { id: 'agent', title: 'Parler à un conseiller' },
              ],
            },
          ],
        },
      },
    },
  ]);
  await save(fallback, [{ type: 'text', message: BACK_TO_BOT }]);
  return id;
}

type SentBody = Record<string, unknown>;

/** The first message the Graph fake received for `to` (after `from` sends) that `matches`. */
async function sentTo(to: string, matches: (body: SentBody) => boolean, from = 0): Promise<SentBody> {
  let found: SentBody | undefined;
  await expect
    .poll(
      () => {
        found = fake.sent.slice(from).find((sent) => sent.body.to === to && matches(sent.body))?.body;
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found ?? {};
}

function rowsOf(body: SentBody): Array<{ id: string; title: string }> {
  const interactive = body.interactive as {
    action?: { sections?: Array<{ rows?: Array<{ id: string; title: string }> }> };
  };
  return (interactive?.action?.sections ?? []).flatMap((section) => section.rows ?? []);
}

/** The pane's details: beside the messages on a wide pane, else in the 'Détails' drawer. */
async function openDetails(page: Page, pane: ReturnType<Page['getByRole']>) {
  const button = pane.getByRole('button', { name: 'Détails', exact: true });
  if (await button.isVisible()) {
    await button.click();
    return page.getByRole('dialog', { name: 'Détails' });
  }
  return pane.getByRole('complementary', { name: 'Détails' });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
