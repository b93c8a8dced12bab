import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { type Auth, call, promoTemplate, sendPromoTemplate, templateWorld } from './test/templateTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

async function uploadImage(auth: Auth): Promise<string> {
  const body = await multipart({ imagefromplayground: fileOf(tinyPng(), 'pagnes.png', 'image/png') });
  const response = await testServer().app.inject({
    method: 'POST',
    url: '/api/strong/upload/image/block',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().filePath as string;
}

describe('template headers and categories', () => {
  it("hands an image header's example to Meta through the resumable upload, never another workspace's file", async () => {
    const server = testServer();
    const { owner, accountId, chatbotId, phone } = await templateWorld(server);
    const path = `/whatsapp-accounts/${accountId}/templates`;
    const media = await uploadImage(owner.auth);
    const created = await call(
      server,
      owner.auth,
      'POST',
      path,
      promoTemplate({ header: { format: 'IMAGE', media } }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const uploads = fake.templates.callsOf('upload');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.query).toMatchObject({
      file_length: String(tinyPng().length),
      file_type: 'image/png',
    });
    const header = (
      fake.templates.callsOf('create')[0]!.body as { components: Array<Record<string, unknown>> }
    ).components[0];
    expect(header).toMatchObject({ type: 'HEADER', format: 'IMAGE' });
    expect((header!.example as { header_handle: string[] }).header_handle[0]).toMatch(/^4::/);
    // The builder gets its own path back to edit it.
    expect(created.body.template.header).toEqual({ format: 'IMAGE', media });

    // Approved, it is a broadcast model sent with the media Meta approved as its header.
    const listed = fake.templates.find({ id: created.body.template.meta_id });
    if (listed) listed.status = 'APPROVED';
    const models = await call(server, owner.auth, 'GET', `/get/chatbot/models/${chatbotId}?refresh=true`);
    const model = (models.body.models as Array<Record<string, unknown>>).find(
      (m) => m.title === listed?.name,
    );
    expect(model?.headerMedia).toEqual({
      format: 'IMAGE',
      link: expect.stringMatching(/\/media\/template-/),
    });
    const sendOne = await sendPromoTemplate(server, owner.auth, { chatbotId, phone, title: listed?.name });
    expect(sendOne.status, JSON.stringify(sendOne.body)).toBe(200);
    const [message] = await fake.waitForSent(1);
    const components = (message!.body.template as { components: Array<Record<string, unknown>> }).components;
    expect(components[0]).toEqual({
      type: 'header',
      parameters: [
        {
          type: 'image',
          image: { link: model?.headerMedia && (model.headerMedia as { link: string }).link },
        },
      ],
    });

    const stranger = await buildAccount(server);
    const theirs = await uploadImage(stranger.auth);
    const refused = await call(
      server,
      owner.auth,
      'POST',
      path,
      promoTemplate({ header: { format: 'IMAGE', media: theirs } }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "Le fichier d'exemple de l'en-tête est introuvable : envoyez-le à nouveau",
    );
    expect(fake.templates.callsOf('upload')).toHaveLength(2);
    expect(fake.templates.callsOf('create')).toHaveLength(1);
  });

  it("submits an authentication template in Meta's fixed shape, and named variables with their examples", async () => {
    const server = testServer();
    const { owner, accountId } = await templateWorld(server);
    const path = `/whatsapp-accounts/${accountId}/templates`;
    const otp = await call(server, owner.auth, 'POST', path, {
      name: 'code_connexion',
      language: 'fr',
      category: 'AUTHENTICATION',
      authentication: { add_security_recommendation: true, code_expiration_minutes: 10 },
      buttons: [{ type: 'OTP', text: 'Copier le code' }],
    });
    expect(otp.status, JSON.stringify(otp.body)).toBe(200);
    expect(fake.templates.callsOf('create')[0]?.body).toMatchObject({
      category: 'AUTHENTICATION',
      components: [
        { type: 'BODY', add_security_recommendation: true },
        { type: 'FOOTER', code_expiration_minutes: 10 },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copier le code' }] },
      ],
    });
    const noButton = await call(server, owner.auth, 'POST', path, {
      name: 'code_connexion_2',
      language: 'fr',
      category: 'AUTHENTICATION',
    });
    expect(noButton.status).toBe(400);
    expect(noButton.body.message).toBe(
      'Un modèle Authentification doit avoir exactement un bouton de code à usage unique',
    );

    const named = await call(server, owner.auth, 'POST', path, {
      name: 'commande_prete',
      language: 'fr',
      category: 'UTILITY',
      parameter_format: 'NAMED',
      body: {
        text: 'Bonjour {{first_name}}, votre commande {{order_id}} est prête.',
        examples: { first_name: 'Awa', order_id: 'CMD-42' },
      },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect((fake.templates.callsOf('create')[1]!.body as { components: unknown[] }).components[0]).toEqual({
      type: 'BODY',
      text: 'Bonjour {{first_name}}, votre commande {{order_id}} est prête.',
      example: {
        body_text_named_params: [
          { param_name: 'first_name', example: 'Awa' },
          { param_name: 'order_id', example: 'CMD-42' },
        ],
      },
    });
  });

  it("puts Meta's refusals into French: a name Meta still holds after a delete", async () => {
    const server = testServer();
    const { owner, accountId } = await templateWorld(server);
    const path = `/whatsapp-accounts/${accountId}/templates`;
    const input = promoTemplate();
    const created = await call(server, owner.auth, 'POST', path, input);
    await call(server, owner.auth, 'DELETE', `${path}/${created.body.template.id}`);
    const again = await call(server, owner.auth, 'POST', path, input);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Ce nom appartient à un modèle supprimé récemment : Meta ne permet pas de le réutiliser avant 30 jours',
    );
  });
});
