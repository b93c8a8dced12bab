import { whatsappTemplates } from '@griot/db/schema/whatsappTemplates';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { fileOf, multipart, tinyMp4, tinyPng } from '../../test/multipart';
import { useBroadcastGraphFake } from '../../test/useBroadcastGraphFake';
import { calm } from '../contacts/test/contactsTestKit';
import { type Auth, call, promoTemplate, sendPromoTemplate, templateWorld } from './test/templateTestKit';

const testServer = useTestServer();
const fake = useBroadcastGraphFake(testServer);

async function upload(server: TestServer, auth: Auth, kind: 'video' | 'image', file: File) {
  const body = await multipart({ [`${kind}fromplayground`]: file });
  return server.app.inject({
    method: 'POST',
    url: `/api/strong/upload/${kind}/block`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** The header component of the n-th create or edit call the fake received. */
function sentHeader(kind: 'create' | 'edit', index = 0) {
  const body = fake.templates.callsOf(kind)[index]?.body as { components: Array<Record<string, unknown>> };
  return body.components.find((component) => component.type === 'HEADER') as {
    format: string;
    example: { header_handle: string[] };
  };
}

/** Meta's review approved it (status in Meta's fake and in our copy, as its webhook would). */
async function approve(server: TestServer, template: { id: string; meta_id: string }) {
  const listed = fake.templates.find({ id: template.meta_id });
  if (listed) listed.status = 'APPROVED';
  await server.db
    .update(whatsappTemplates)
    .set({ status: 'APPROVED' })
    .where(eq(whatsappTemplates.id, template.id));
}

describe('media header examples', () => {
  it('takes an MP4 video as a header example, checked by its content, handed to Meta and sent', async () => {
    const server = testServer();
    const { owner, accountId, chatbotId, phone } = await templateWorld(server);

    const notVideo = await upload(
      server,
      owner.auth,
      'video',
      fileOf(Buffer.from('pas une vidéo'), 'promo.mp4', 'video/mp4'),
    );
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toBe('Format non autorisé : seules les vidéos MP4 sont acceptées');
    const uploaded = await upload(server, owner.auth, 'video', fileOf(tinyMp4(), 'promo.mp4', 'video/mp4'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const media = uploaded.json().filePath as string;
    expect(media).toMatch(/^media\/videos\/.+\.mp4$/);

    const path = `/whatsapp-accounts/${accountId}/templates`;
    const created = await call(
      server,
      owner.auth,
      'POST',
      path,
      promoTemplate({ header: { format: 'VIDEO', media } }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [session, bytes] = fake.templates.callsOf('upload');
    expect(session).toMatchObject({
      status: 200,
      query: { file_type: 'video/mp4', file_length: String(tinyMp4().length) },
    });
    expect(bytes).toMatchObject({ status: 200, body: { bytes: tinyMp4().length } });
    expect(sentHeader('create')).toMatchObject({
      format: 'VIDEO',
      example: { header_handle: [expect.stringMatching(/^4::/)] },
    });
    expect(created.body.template.header).toEqual({ format: 'VIDEO', media });

    // Approved, it is sent with the video Meta keeps as its example.
    await approve(server, created.body.template);
    const models = await call(server, owner.auth, 'GET', `/get/chatbot/models/${chatbotId}?refresh=true`);
    const model = (models.body.models as Array<Record<string, unknown>>).find(
      (candidate) => candidate.title === created.body.template.name,
    );
    expect(model?.headerMedia).toEqual({
      format: 'VIDEO',
      link: expect.stringMatching(/\/media\/template-/),
    });
    const sent = await sendPromoTemplate(server, owner.auth, {
      chatbotId,
      phone,
      title: created.body.template.name,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [message] = await fake.waitForSent(1);
    const header = (message!.body.template as { components: Array<Record<string, unknown>> }).components[0];
    expect(header).toEqual({
      type: 'header',
      parameters: [
        { type: 'video', video: { link: (model?.headerMedia as { link: string } | undefined)?.link } },
      ],
    });
    // Over Meta's 16 MB: refused before anything is stored (last: the overload guard would notice it).
    const tooLarge = Buffer.concat([tinyMp4(), Buffer.alloc(16 * 1024 * 1024)]);
    const large = await upload(server, owner.auth, 'video', fileOf(tooLarge, 'long.mp4', 'video/mp4'));
    expect(large.statusCode).toBe(413);
    await calm();
  });

  it('edits a media-header template without asking for its example again, whether Griot or Meta keeps the file', async () => {
    const server = testServer();
    const { owner, accountId } = await templateWorld(server);
    const path = `/whatsapp-accounts/${accountId}/templates`;

    // Made in Griot: its stored image goes to Meta again with the edit.
    const image = await upload(server, owner.auth, 'image', fileOf(tinyPng(), 'pagnes.png', 'image/png'));
    const media = image.json().filePath as string;
    const input = promoTemplate({ header: { format: 'IMAGE', media } });
    const created = await call(server, owner.auth, 'POST', path, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await approve(server, created.body.template);
    const { name: _name, language: _language, ...content } = input;
    // What the builder sends back: the header as the list gave it, the footer changed.
    const shown = (await call(server, owner.auth, 'GET', path)).body.templates[0];
    const edited = await call(server, owner.auth, 'POST', `${path}/${shown.id}`, {
      ...content,
      header: shown.header,
      footer: 'Offre valable à Dakar',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(fake.templates.callsOf('upload')).toHaveLength(4);
    expect(sentHeader('edit')).toMatchObject({
      format: 'IMAGE',
      example: { header_handle: [expect.stringMatching(/^4::/)] },
    });
    expect(sentHeader('edit').example.header_handle[0]).not.toBe(
      sentHeader('create').example.header_handle[0],
    );

    // Made in Meta's manager: Griot has no file of its video, Meta's sample goes back as Meta lists it.
    const sample = 'https://scontent.whatsapp.net/v/t61/collection-ete.mp4';
    fake.templates.templates.push({
      id: '2001',
      name: 'collection_ete',
      language: 'fr',
      status: 'APPROVED',
      category: 'MARKETING',
      parameter_format: 'POSITIONAL',
      components: [
        { type: 'HEADER', format: 'VIDEO', example: { header_handle: [sample] } },
        { type: 'BODY', text: 'Découvrez la collection été !' },
      ],
    });
    const listed = await call(server, owner.auth, 'GET', `${path}?refresh=true`);
    const fromMeta = (listed.body.templates as Array<Record<string, unknown>>).find(
      (t) => t.name === 'collection_ete',
    );
    expect(fromMeta?.header).toEqual({ format: 'VIDEO', media: sample });
    const uploadsBefore = fake.templates.callsOf('upload').length;
    const metaEdit = await call(server, owner.auth, 'POST', `${path}/${fromMeta?.id}`, {
      category: 'MARKETING',
      parameter_format: 'POSITIONAL',
      header: fromMeta?.header,
      body: { text: 'Découvrez la collection été, en boutique et en ligne !', examples: {} },
    });
    expect(metaEdit.status, JSON.stringify(metaEdit.body)).toBe(200);
    expect(fake.templates.callsOf('upload')).toHaveLength(uploadsBefore);
    expect(sentHeader('edit', 1)).toEqual({
      type: 'HEADER',
      format: 'VIDEO',
      example: { header_handle: [sample] },
    });

    // A new example is a file of the workspace's: a link of its own is refused before Meta hears of it.
    await approve(server, { id: fromMeta?.id as string, meta_id: '2001' });
    await server.db.execute(
      sql`UPDATE whatsapp_templates SET approved_edits = '{}' WHERE id = ${fromMeta?.id as string}`,
    );
    const other = await call(server, owner.auth, 'POST', `${path}/${fromMeta?.id}`, {
      category: 'MARKETING',
      parameter_format: 'POSITIONAL',
      header: { format: 'VIDEO', media: 'https://example.com/autre.mp4' },
      body: { text: 'Découvrez la collection été !', examples: {} },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      "Le fichier d'exemple de l'en-tête est introuvable : envoyez-le à nouveau",
    );
    expect(fake.templates.callsOf('edit')).toHaveLength(2);
  });
});
