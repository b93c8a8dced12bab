import fs from 'node:fs';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { WhatsAppFake } from '../../../packages/fakes/src/whatsAppFake';
import { startLoggedIn } from './support/session';
import {
  openFilledBuilder,
  signUpWhatsAppAccount,
  startTemplatesWorld,
  type TemplatesWorld,
} from './support/whatsappTemplatesWorld';

/**
 * Message templates made in Griot (issue 24), end to end on this spec's own server and Graph fake:
 * from the account card's 'Modèles de messages', a template with a variable and its example is
 * built (live preview), submitted to Meta and seen 'En attente'; Meta's review arrives as the
 * fake's signed webhook and the list says 'Approuvé'; a rejected one shows its reason in words;
 * delete says every language goes. At 1440 and 390 px, light and dark (screenshots in SHOTS).
 */
const SHOTS = process.env.TEMPLATE_SHOTS ?? '/tmp/i24/shots/templates';

let world: TemplatesWorld;
let fake: WhatsAppFake;
let context: BrowserContext;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  world = await startTemplatesWorld('griot-e2e-templates-');
  ({ fake, api } = world);
  context = await browser.newContext({
    baseURL: world.griot.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
  });
});

test.afterAll(async () => {
  await context?.close();
  await world?.stop();
});

test('a template built with a variable is submitted, approved by Meta’s webhook, a rejected one says why, one is deleted', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await startLoggedIn(page, api);
  const auth = { authorization: `Bearer ${token}` };
  const accountId = await signUpWhatsAppAccount(world, token);

  // From the account card to its templates: none yet, and a way to make the first.
  await page.goto('/dashboard/whatsapp_management');
  const card = page.getByRole('article', { name: 'Boutique Téranga' });
  await card.getByRole('link', { name: 'Modèles de messages' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/whatsapp_management/${accountId}/templates$`));
  await expect(page.getByRole('heading', { name: 'Modèles de messages', level: 2 })).toBeVisible();
  await expect(page.getByText('Aucun modèle de message')).toBeVisible();
  await shot(page, 'empty-1440-light');

  // The builder: Meta's naming rule is said as the name is typed.
  await page.getByRole('button', { name: 'Nouveau modèle' }).first().click();
  const builder = page.getByRole('dialog', { name: 'Nouveau modèle' });
  await builder.getByLabel('Nom du modèle').fill('Soldes Korite');
  await expect(
    builder.getByText('Le nom du modèle doit être en minuscules (Meta refuse les majuscules)'),
  ).toBeVisible();
  await builder.getByLabel('Nom du modèle').fill('soldes_korite');
  await expect(builder.getByText(/Meta refuse les majuscules/)).toBeHidden();
  await expect(builder.getByRole('radio', { name: 'Marketing' })).toBeChecked();

  // Authentication: Meta writes the text; the preview shows it with its copy-code button.
  await builder.getByRole('radio', { name: 'Authentification' }).check();
  await expect(builder.getByText(/Meta écrit lui-même le message d’un code/)).toBeVisible();
  await expect(builder.getByTestId('template-preview')).toContainText('est votre code de vérification.');
  await expect(builder.getByTestId('template-preview')).toContainText('Copier le code');
  await shot(page, 'builder-auth-1440-light');
  await builder.getByRole('radio', { name: 'Marketing' }).check();

  // A body with a variable added by the button, formatted text, a footer and a quick reply.
  const body = builder.getByRole('textbox', { name: 'Corps' });
  await body.fill('Bonjour ');
  await builder.getByRole('button', { name: 'Ajouter une variable' }).click();
  await body.press('End');
  await body.pressSequentially(', profitez de *-20 %* sur nos pagnes jusqu’à dimanche !');
  await expect(body).toHaveValue('Bonjour {{1}}, profitez de *-20 %* sur nos pagnes jusqu’à dimanche !');
  await builder.getByLabel('Pied de page').fill('Répondez STOP pour ne plus recevoir nos offres');
  await builder.getByRole('button', { name: 'Ajouter un bouton' }).click();
  await page.getByRole('menuitem', { name: 'Réponse rapide' }).click();
  await builder.getByLabel('Texte du bouton').fill('Ça m’intéresse');

  // Without its example, nothing goes to Meta: the example field says so.
  await builder.getByRole('button', { name: 'Soumettre à Meta' }).click();
  await expect(builder.getByRole('alert')).toHaveText('Corrigez les champs signalés avant de soumettre.');
  await expect(builder.getByText(/Le corps contient des variables mais aucun exemple/)).toBeVisible();
  expect(fake.templates.calls.filter((call) => call.kind === 'create')).toHaveLength(0);

  // The live preview shows the example in place of {{1}}, bold as WhatsApp draws it, the footer, the button.
  await builder.getByLabel('Exemple pour {{1}}').fill('Awa');
  const preview = builder.getByTestId('template-preview');
  await expect(preview).toContainText('Bonjour Awa, profitez de -20 % sur nos pagnes jusqu’à dimanche !');
  await expect(preview.locator('strong')).toHaveText('-20 %');
  await expect(preview).toContainText('Répondez STOP pour ne plus recevoir nos offres');
  await expect(preview).toContainText('Ça m’intéresse');
  await shot(page, 'builder-1440-light');

  await builder.getByRole('button', { name: 'Soumettre à Meta' }).click();
  await expect(
    page.getByText('Modèle « soldes_korite » soumis à Meta : en attente de validation'),
  ).toBeVisible();
  await expect(builder).toBeHidden();
  const row = page.getByTestId('template-soldes_korite-fr');
  await expect(row.getByText('En attente')).toBeVisible();
  await expect(row.getByText('Marketing')).toBeVisible();

  // Meta approves: its signed webhook reaches Griot, the list (our copy) says so.
  expect((await fake.templates.setStatus({ name: 'soldes_korite', language: 'fr' }, 'APPROVED')).status).toBe(
    200,
  );
  await page.reload();
  await expect(page.getByTestId('template-soldes_korite-fr').getByText('Approuvé')).toBeVisible();

  // 'Actualiser depuis Meta' brings the WABA's templates made elsewhere (in Meta's manager).
  await page.getByRole('button', { name: 'Actualiser depuis Meta' }).click();
  await expect(page.getByText('Modèles actualisés depuis Meta')).toBeVisible();
  await expect(page.getByTestId('template-rappel_commande-fr').getByText('Utilitaire')).toBeVisible();

  // A second one, rejected by Meta: its reason in words.
  const created = await api.post(`/api/whatsapp-accounts/${accountId}/templates`, {
    headers: auth,
    data: {
      name: 'relance_panier',
      language: 'fr',
      category: 'UTILITY',
      body: { text: 'Bonjour {{1}}, votre panier vous attend.', examples: { '1': 'Moussa' } },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect(
    (await fake.templates.setStatus({ name: 'relance_panier', language: 'fr' }, 'REJECTED', 'INVALID_FORMAT'))
      .status,
  ).toBe(200);
  await page.reload();
  const rejected = page.getByTestId('template-relance_panier-fr');
  await expect(rejected.getByText('Refusé', { exact: true })).toBeVisible();
  await expect(rejected.getByText(/Motif du refus : Format invalide/)).toBeVisible();

  // Filters: by status.
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Approuvé' }).click();
  await expect(page.getByTestId('template-relance_panier-fr')).toBeHidden();
  await expect(page.getByTestId('template-soldes_korite-fr')).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: 'Approuvé' }).click();
  await shot(page, 'list-1440-light');

  // Dark mode, wide then narrow: list and builder; nothing wider than the screen at 390 px.
  await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shot(page, 'list-1440-dark');
  await openFilledBuilder(page);
  await shot(page, 'builder-1440-dark');
  await page.getByRole('dialog', { name: 'Nouveau modèle' }).getByRole('button', { name: 'Annuler' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('template-soldes_korite-fr')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'list-390-dark');
  await openFilledBuilder(page);
  await expectNoHorizontalScroll(page);
  await shot(page, 'builder-390-dark');
  await page.getByTestId('template-preview').scrollIntoViewIfNeeded();
  await shot(page, 'preview-390-dark');
  await page.getByRole('dialog', { name: 'Nouveau modèle' }).getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: 'Passer en mode clair' }).click();
  await shot(page, 'list-390-light');
  await openFilledBuilder(page);
  await shot(page, 'builder-390-light');
  await page.getByRole('dialog', { name: 'Nouveau modèle' }).getByRole('button', { name: 'Annuler' }).click();

  // Delete: the confirmation says Meta deletes every language of the name.
  await page.getByRole('button', { name: 'Actions du modèle relance_panier' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le modèle « relance_panier » ?' });
  await expect(confirm.getByText(/dans toutes ses langues \(français\)/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer chez Meta' }).click();
  await expect(page.getByText('Modèle « relance_panier » supprimé')).toBeVisible();
  await expect(page.getByTestId('template-relance_panier-fr')).toBeHidden();
  expect(fake.templates.templates.some((template) => template.name === 'relance_panier')).toBe(false);

  // The way back to the accounts.
  await page.getByRole('link', { name: 'Comptes WhatsApp' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/whatsapp_management$/);
});

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
