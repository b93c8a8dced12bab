import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { type Auth, call, promoTemplate, sendPromoTemplate, templateWorld } from './test/templateTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);
let address = '';

// The fake pushes Meta's review webhooks over HTTP, as Meta does: the server listens.
beforeAll(async () => {
  const app = testServer().app;
  address = app.server.listening ? '' : await app.listen({ port: 0, host: '127.0.0.1' });
});

async function setUp() {
  const server = testServer();
  const world = await templateWorld(server);
  fake.webhookUrl = `${address}/api/pipeline/whatsapp/${world.chatbotId}`;
  const path = `/whatsapp-accounts/${world.accountId}/templates`;
  return { server, ...world, path };
}

async function templateRow(id: string) {
  const [row] = await testServer().db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id));
  return row;
}

async function modelTitles(auth: Auth, chatbotId: string): Promise<string[]> {
  const models = await call(testServer(), auth, 'GET', `/get/chatbot/models/${chatbotId}`);
  expect(models.status, JSON.stringify(models.body)).toBe(200);
  return (models.body.models as Array<{ title: string }>).map((model) => model.title);
}

describe('templates made in Griot', () => {
  it('submits a template to Meta (PENDING), a pushed approval lists it as a broadcast model, and it is sent', async () => {
    const { server, owner, chatbotId, phone, path } = await setUp();
    const input = promoTemplate();
    const created = await call(server, owner.auth, 'POST', path, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const template = created.body.template;
    expect(template).toMatchObject({
      name: input.name,
      status: 'PENDING',
      category: 'MARKETING',
      language: 'fr',
    });
    expect(created.body.message).toBe('Modèle soumis à Meta : il est en attente de validation');
    const [sent] = fake.templates.callsOf('create');
    const components = (sent!.body as { components: Array<Record<string, unknown>> }).components;
    expect(components.find((c) => c.type === 'BODY')?.example).toEqual({ body_text: [['Awa', '20']] });
    const buttons = components.find((c) => c.type === 'BUTTONS')?.buttons as Array<Record<string, unknown>>;
    expect(buttons[1]).toMatchObject({ type: 'URL', example: ['https://teranga.example.sn/promo/noel'] });
    expect(buttons[2]).toMatchObject({ type: 'PHONE_NUMBER', phone_number: '+221771234567' });

    // Pending: not a broadcast model yet (and the list is now cached for five minutes).
    expect(await modelTitles(owner.auth, chatbotId)).not.toContain(input.name);
    const pushed = await fake.templates.setStatus({ id: template.meta_id }, 'APPROVED');
    expect(pushed.status).toBe(200);
    const approved = await templateRow(template.id);
    expect(approved?.status).toBe('APPROVED');
    // The cache of that WABA's chatbots was forgotten: the approved template is listed at once.
    expect(await modelTitles(owner.auth, chatbotId)).toContain(input.name);

    // A retried webhook changes nothing a second time.
    await fake.templates.setStatus({ id: template.meta_id }, 'APPROVED');
    expect((await templateRow(template.id))?.updatedAt.getTime()).toBe(approved?.updatedAt.getTime());

    const sendOne = await sendPromoTemplate(server, owner.auth, { chatbotId, phone, title: input.name });
    expect(sendOne.status, JSON.stringify(sendOne.body)).toBe(200);
    const message = await fake.waitForSent(1);
    expect((message[0]!.body.template as { name: string }).name).toBe(input.name);
  });

  it('shows a rejected template with its reason in French, and its quality from Meta', async () => {
    const { server, owner, path } = await setUp();
    const created = await call(server, owner.auth, 'POST', path, promoTemplate());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const metaId = created.body.template.meta_id as string;
    await fake.templates.setStatus({ id: metaId }, 'REJECTED', 'TAG_CONTENT_MISMATCH');
    const list = await call(server, owner.auth, 'GET', path);
    const rejected = (list.body.templates as Array<Record<string, unknown>>).find(
      (t) => t.meta_id === metaId,
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejected_reason: 'TAG_CONTENT_MISMATCH',
      status_reason: 'Le contenu ne correspond pas à la catégorie choisie',
      edit_blocked: null,
    });
    // In the reader's language: Spanish here.
    const spanish = await call(server, { ...owner.auth, 'accept-language': 'es' } as Auth, 'GET', path);
    expect((spanish.body.templates as Array<Record<string, unknown>>)[0]?.status_reason).toBe(
      'El contenido no corresponde a la categoría elegida',
    );
    await fake.templates.setQuality({ id: metaId }, 'YELLOW');
    const again = await call(server, owner.auth, 'GET', path);
    expect((again.body.templates as Array<Record<string, unknown>>)[0]?.quality_score).toBe('YELLOW');
  });

  it('refuses what Meta would refuse with a French error, and Meta receives nothing', async () => {
    const { server, owner, path } = await setUp();
    const refused = async (input: Record<string, unknown>, message: string) => {
      const response = await call(server, owner.auth, 'POST', path, promoTemplate(input));
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.message).toBe(message);
    };
    await refused(
      { name: 'Promo_Noel' },
      'Le nom du modèle doit être en minuscules (Meta refuse les majuscules)',
    );
    await refused(
      { name: 'promo noel' },
      'Le nom du modèle ne peut pas contenir d’espaces : utilisez le tiret bas « _ »',
    );
    await refused({ name: 'a'.repeat(513) }, 'Le nom du modèle ne doit pas dépasser 512 caractères');
    await refused(
      { body: { text: 'Bonjour {{1}}, votre remise : {{2}} % !', examples: {} } },
      'Le corps contient des variables mais aucun exemple : Meta refuse un corps sans ses exemples',
    );
    await refused(
      { body: { text: 'Bonjour {{1}}, votre remise : {{2}} % !', examples: { '1': 'Awa' } } },
      "La variable {{2}} n'a pas d'exemple",
    );
    await refused(
      { body: { text: 'Bonjour {{1}}, votre remise : {{3}} % !', examples: { '1': 'Awa', '3': '5' } } },
      'Les variables numérotées doivent se suivre à partir de {{1}} : il manque {{2}}',
    );
    await refused(
      { buttons: [{ type: 'COPY_CODE', example: 'NOEL2026' }], category: 'UTILITY' },
      'Le bouton « Copier le code » est réservé aux modèles Marketing',
    );
    expect(fake.templates.calls).toHaveLength(0);
    // A name already used in that language: refused before Meta is called.
    const input = promoTemplate();
    expect((await call(server, owner.auth, 'POST', path, input)).status).toBe(200);
    const twice = await call(server, owner.auth, 'POST', path, input);
    expect(twice.status).toBe(409);
    expect(fake.templates.callsOf('create')).toHaveLength(1);
  });

  it("answers 404 for another workspace's account or template, and changes nothing", async () => {
    const { server, owner, path } = await setUp();
    const created = await call(server, owner.auth, 'POST', path, promoTemplate());
    const stranger = await buildAccount(server);
    expect((await call(server, stranger.auth, 'GET', path)).status).toBe(404);
    expect((await call(server, stranger.auth, 'POST', path, promoTemplate())).status).toBe(404);
    const one = `${path}/${created.body.template.id}`;
    expect((await call(server, stranger.auth, 'DELETE', one)).status).toBe(404);
    expect((await call(server, stranger.auth, 'POST', one, promoTemplate())).status).toBe(404);
    expect(fake.templates.callsOf('create')).toHaveLength(1);
    expect(fake.templates.callsOf('delete')).toHaveLength(0);
    expect((await templateRow(created.body.template.id))?.status).toBe('PENDING');
  });

  it('deletes a template by name at Meta: every language goes', async () => {
    const { server, owner, path } = await setUp();
    const input = promoTemplate();
    const fr = await call(server, owner.auth, 'POST', path, input);
    const en = await call(server, owner.auth, 'POST', path, { ...input, language: 'en_US' });
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    const removed = await call(server, owner.auth, 'DELETE', `${path}/${fr.body.template.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.message).toBe(`Modèle « ${input.name} » supprimé de Meta, dans toutes ses langues`);
    expect(removed.body.removed).toHaveLength(2);
    expect(fake.templates.callsOf('delete')[0]?.query).toEqual({ name: input.name });
    expect(fake.templates.find({ name: input.name, language: 'en_US' })).toBeUndefined();
    expect((await call(server, owner.auth, 'GET', path)).body.templates).toHaveLength(0);
  });

  it('edits as Meta allows: not while pending, category fixed once approved, once a day', async () => {
    const { server, owner, path } = await setUp();
    const input = promoTemplate();
    const created = await call(server, owner.auth, 'POST', path, input);
    const { id, meta_id: metaId } = created.body.template;
    const { name: _name, language: _language, ...content } = input;
    const edit = (changes: object) =>
      call(server, owner.auth, 'POST', `${path}/${id}`, { ...content, ...changes });
    const pending = await edit({});
    expect(pending.status).toBe(422);
    expect(pending.body.message).toBe(
      'Seul un modèle approuvé, refusé ou en pause peut être modifié (statut actuel : En attente)',
    );
    await fake.templates.setStatus({ id: metaId }, 'APPROVED');
    const category = await edit({ category: 'UTILITY' });
    expect(category.status).toBe(422);
    expect(category.body.message).toBe("La catégorie d'un modèle approuvé ne peut plus changer");
    expect(fake.templates.callsOf('edit')).toHaveLength(0);
    const edited = await edit({ footer: 'Offre valable dans nos boutiques de Dakar' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.template.status).toBe('PENDING');
    expect(fake.templates.callsOf('edit')).toHaveLength(1);
    await fake.templates.setStatus({ id: metaId }, 'APPROVED');
    const again = await edit({ footer: 'Offre valable partout au Sénégal' });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/^Un modèle approuvé ne peut être modifié qu’une fois par 24 heures/);
    expect(fake.templates.callsOf('edit')).toHaveLength(1);
  });

  it("refresh reads Meta's list: templates made in Meta's manager join ours with their status", async () => {
    const { server, owner, path } = await setUp();
    const list = await call(server, owner.auth, 'GET', `${path}?refresh=true`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byName = new Map((list.body.templates as Array<Record<string, unknown>>).map((t) => [t.name, t]));
    expect(byName.get('promo_tabaski')).toMatchObject({
      status: 'APPROVED',
      header: { format: 'TEXT', text: 'Promo {{1}}', example: 'Tabaski' },
    });
    expect(byName.get('rappel_commande')).toMatchObject({
      parameter_format: 'NAMED',
      body: { examples: { first_name: 'Awa' } },
    });
    expect(byName.get('soldes_refuse')).toMatchObject({ status: 'REJECTED' });
    expect(list.body.warning).toBeNull();
    server.config.runtime.graphApiUrl = 'http://127.0.0.1:9';
    const offline = await call(server, owner.auth, 'GET', `${path}?refresh=true`);
    server.config.runtime.graphApiUrl = fake.url;
    expect(offline.body.warning).toBe(
      'Meta ne répond pas pour le moment : la liste affichée est la dernière connue',
    );
    expect(offline.body.templates).toHaveLength(byName.size);
  });
});
