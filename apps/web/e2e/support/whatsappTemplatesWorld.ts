import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import {
  startWhatsAppFake,
  type WhatsAppFake,
  type WhatsAppFakeOptions,
} from '../../../../packages/fakes/src/whatsAppFake';
import { type GriotServer, startGriotServer } from './griotServer';
import { createChatbotThroughApi } from './session';

const APP_SECRET = 'e2e-templates-secret';

/**
 * A world with a WhatsApp account, for the message templates screen: the Graph fake (sign-up,
 * templates, Meta's signed webhooks) and a server of its own that speaks to it. The run's shared
 * server has no Graph fake, so the specs that need an account start this one beside it.
 */
export interface TemplatesWorld {
  fake: WhatsAppFake;
  griot: GriotServer;
  api: APIRequestContext;
  stop(): Promise<void>;
}

/** Kept by reference in the world: the template webhooks name the WABA known once signed up. */
const worldOptions = new WeakMap<WhatsAppFake, WhatsAppFakeOptions>();

export async function startTemplatesWorld(dataDirPrefix: string): Promise<TemplatesWorld> {
  const fakeOptions: WhatsAppFakeOptions = { appSecret: APP_SECRET, wabaId: '' };
  const fake = await startWhatsAppFake(fakeOptions);
  worldOptions.set(fake, fakeOptions);
  const griot = await startGriotServer({
    dataDirPrefix,
    env: { GRAPH_API_URL: fake.url, WHATSAPP_APP_SECRET: APP_SECRET, FB_APP_ID: '' },
  });
  const api = await request.newContext({ baseURL: griot.baseURL });
  return {
    fake,
    griot,
    api,
    async stop() {
      await api.dispose();
      await griot.stop();
      await fake.close();
    },
  };
}

/**
 * A WhatsApp account of the fake, signed up through the API (the accounts spec drives the
 * popup), and a WhatsApp chatbot of the same workspace whose webhook receives Meta's reviews.
 * The account's id.
 */
export async function signUpWhatsAppAccount(world: TemplatesWorld, token: string): Promise<string> {
  const { fake, api, griot } = world;
  const auth = { authorization: `Bearer ${token}` };
  const signup = fake.signup.completeSignup({ verifiedName: 'Boutique Téranga', verified: true });
  const options = worldOptions.get(fake);
  if (options) options.wabaId = signup.waba.id;
  const created = await api.post('/api/strong/create/whatsapp/account', {
    headers: auth,
    data: {
      type: 'ecommerce',
      auth_code: signup.code,
      phone_number_id: signup.phoneNumberId,
      waba_id: signup.waba.id,
      business_id: signup.waba.businessId,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const accounts = await (await api.get('/api/strong/whatsapp/accounts', { headers: auth })).json();
  const chatbotId = await createChatbotThroughApi(api, token, {
    bot_name: 'Boutique Téranga',
    type: 'whatsapp',
    status: 'active',
    phone_number_id: signup.phoneNumberId ?? '',
    access_token: 'EAAG-e2e-templates',
  });
  fake.webhookUrl = `${griot.baseURL}/api/pipeline/whatsapp/${chatbotId}`;
  return accounts[0]._id;
}

/**
 * The account's templates in each state the list draws: 'soldes_korite' approved by Meta's
 * webhook, 'relance_panier' rejected with its reason, 'avis_client' still pending.
 */
export async function templatesInEveryState(
  world: TemplatesWorld,
  token: string,
  accountId: string,
): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const submit = async (name: string, category: string, text: string, example: string) => {
    const created = await world.api.post(`/api/whatsapp-accounts/${accountId}/templates`, {
      headers: auth,
      data: { name, language: 'fr', category, body: { text, examples: { '1': example } } },
    });
    expect(created.status(), await created.text()).toBe(200);
  };
  await submit('soldes_korite', 'MARKETING', 'Bonjour {{1}}, profitez de -20 % sur nos pagnes !', 'Awa');
  await submit('relance_panier', 'UTILITY', 'Bonjour {{1}}, votre panier vous attend.', 'Moussa');
  await submit('avis_client', 'UTILITY', 'Bonjour {{1}}, comment s’est passée votre livraison ?', 'Fatou');
  const { templates } = world.fake;
  expect((await templates.setStatus({ name: 'soldes_korite', language: 'fr' }, 'APPROVED')).status).toBe(200);
  expect(
    (await templates.setStatus({ name: 'relance_panier', language: 'fr' }, 'REJECTED', 'INVALID_FORMAT'))
      .status,
  ).toBe(200);
}

/**
 * 'Nouveau modèle' with a text header, a body with two variables and their examples, and a URL
 * button: most of the builder's fields, and the preview drawing them. `label` turns the French
 * labels into those on screen (the pseudo-locale's, for its spec).
 */
export async function openFilledBuilder(page: Page, label: (french: string) => string = (french) => french) {
  await page
    .getByRole('button', { name: label('Nouveau modèle') })
    .first()
    .click();
  const builder = page.getByRole('dialog', { name: label('Nouveau modèle') });
  await builder.getByLabel(label('Nom du modèle')).fill('livraison_du_jour');
  await builder.getByText(label('Texte'), { exact: true }).click();
  await expect(builder.getByRole('radio', { name: label('Texte') })).toBeChecked();
  await builder.getByLabel(label('Texte de l’en-tête')).fill('Votre commande {{1}}');
  await builder
    .getByLabel(`${label('Exemple pour')} {{1}}`)
    .first()
    .fill('#1042');
  await builder
    .getByRole('textbox', { name: label('Corps') })
    .fill('Bonjour {{1}}, votre commande arrive _aujourd’hui_ entre {{2}}. ~Retard~ Aucun retard prévu.');
  await builder
    .getByLabel(`${label('Exemple pour')} {{1}}`)
    .nth(1)
    .fill('Fatou');
  await builder.getByLabel(`${label('Exemple pour')} {{2}}`).fill('14 h et 16 h');
  await builder.getByRole('button', { name: label('Ajouter un bouton') }).click();
  await page.getByRole('menuitem', { name: label('Lien') }).click();
  await builder.getByLabel(label('Texte du bouton')).fill('Suivre ma commande');
  await builder.getByLabel(label('Adresse (URL)')).fill('https://boutique-teranga.sn/suivi/{{1}}');
  await builder
    .getByLabel(label('Exemple d’adresse complète'))
    .fill('https://boutique-teranga.sn/suivi/1042');
  await expect(builder.getByTestId('template-preview')).toContainText('Votre commande #1042');
}
