import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { exportChatbotCall, importFile, putBlock, rowCounts, talkTo } from './test/transferTestKit';

const testServer = useTestServer();

/**
 * A shop's bot: a greeting with a picture, a choice of city; Dakar is delivered (a condition on
 * the city the button set), elsewhere it is a pickup; a number variable is declared.
 */
async function buildShopBot(auth: Record<string, string>, workspaceId: string) {
  const server = testServer();
  const chatbotId = await buildChatbot(server, workspaceId, {
    bot_name: 'Boutique Awa',
    type: 'web',
    phone_number_id: '1234567890',
    access_token: 'EAAGsecretTokenValue3f9A',
    email: 'contact@awa.sn',
  });
  const upload = await multipart({ imagefromplayground: fileOf(tinyPng(), 'pagne.png', 'image/png') });
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/api/strong/upload/image/block',
    headers: { ...auth, ...upload.headers },
    payload: upload.payload,
  });
  const imagePath: string = uploaded.json().filePath;
  await server.db
    .update(chatbots)
    .set({
      variables: [
        { id: 'ville', slug: 'Ville', type: 'text' },
        { id: 'panier', slug: 'Panier', type: 'number' },
      ],
    })
    .where(eq(chatbots.id, chatbotId));
  await putBlock(server, chatbotId, {
    idblock: 'livraison-aaa111',
    name: 'Livraison',
    flow: [{ type: 'text', message: 'Livraison offerte à {{ville}}, {{first_name}} !' }],
  });
  await putBlock(server, chatbotId, {
    idblock: 'retrait-bbb222',
    name: 'Retrait',
    flow: [{ type: 'text', message: 'Retrait en boutique à {{ville}}.' }],
  });
  await putBlock(server, chatbotId, {
    idblock: 'ville-ccc333',
    name: 'Ville',
    flow: [
      {
        type: 'condition',
        rules: [{ variable: 'ville', operator: 'eq', value: 'dakar' }],
        join: 'and',
        true_block: 'livraison-aaa111',
        false_block: 'retrait-bbb222',
      },
    ],
  });
  await putBlock(server, chatbotId, {
    idblock: 'welcome',
    name: 'Welcome Flow',
    category: 'welcome',
    flow: [
      { type: 'text', message: 'Bienvenue chez Awa, {{first_name}} !' },
      { type: 'image', link: imagePath },
      {
        type: 'text_button',
        message: 'Où êtes-vous ?',
        buttons: [
          { id: 'ville-ccc333', title: 'Dakar', payload: '{{ville}}=Dakar&redirect_to=ville-ccc333' },
          { id: 'ville-ccc333', title: 'Thiès', payload: '{{ville}}=Thiès&redirect_to=ville-ccc333' },
        ],
      },
    ],
  });
  return { chatbotId, imagePath };
}

describe('GET /chatbots/{id}/export → POST /chatbots/import', () => {
  it('carries a chatbot into another account: same answers, new ids, media copied, no secrets', async () => {
    const server = testServer();
    const source = await buildAccount(server);
    const { chatbotId, imagePath } = await buildShopBot(source.auth, source.workspaceId);

    const exported = await exportChatbotCall(server, source.auth, chatbotId);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="griot-boutique-awa-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const [sourceRow] = await server.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    for (const secret of [
      'EAAGsecretTokenValue3f9A',
      '1234567890',
      'contact@awa.sn',
      sourceRow?.keywordWebhook,
    ])
      expect(exported.body).not.toContain(secret);
    const file = JSON.parse(exported.body);
    expect(file).toMatchObject({ format: 'griot.chatbot', version: 1, chatbot: { name: 'Boutique Awa' } });
    expect(file.media).toEqual([expect.objectContaining({ path: imagePath, mime: 'image/png' })]);

    const target = await buildAccount(server);
    const imported = await importFile(server, target.auth, exported.body);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ success: true, message: 'Chatbot importé', warnings: [] });
    const copyId: string = imported.json().chatbot_id;

    const [copy] = await server.db.select().from(chatbots).where(eq(chatbots.id, copyId));
    expect(copy).toMatchObject({
      workspaceId: target.workspaceId,
      botName: 'Boutique Awa',
      status: 'inactive',
      phoneNumberId: '',
      email: '',
      accessTokenEncrypted: null,
    });
    expect(copy?.keywordWebhook).not.toBe(sourceRow?.keywordWebhook);

    // Ids rewritten: no idblock and no element id of the source in the copy.
    const sourceBlocks = await server.db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
    const copyBlocks = await server.db.select().from(blocks).where(eq(blocks.chatbotId, copyId));
    expect(copyBlocks).toHaveLength(sourceBlocks.length);
    const copyText = JSON.stringify(copyBlocks.map((block) => [block.idblock, block.flow]));
    for (const block of sourceBlocks) expect(copyText).not.toContain(`"${block.idblock}"`);
    expect(copyText).not.toContain(chatbotId);

    // The picture: another file with the same bytes.
    const welcome = copyBlocks.find((block) => block.category === 'welcome');
    const image = ((welcome?.flow ?? []) as { type: string; link?: string }[]).find(
      (element) => element.type === 'image',
    );
    expect(image?.link).toMatch(/^media\/images\/[0-9a-f-]{36}\.png$/);
    expect(image?.link).not.toBe(imagePath);
    const [original, copied] = await Promise.all(
      [imagePath, image?.link ?? ''].map((path) => server.services.files.read(decodeURIComponent(path))),
    );
    expect(copied?.equals(original as Buffer)).toBe(true);

    // The same conversations, answered identically (both outcomes of the condition).
    for (const answers of [['Dakar'], ['Thiès']]) {
      const said = await talkTo(server, chatbotId, answers);
      expect(await talkTo(server, copyId, answers)).toEqual(said);
      expect(said.at(-1)).toBe(
        answers[0] === 'Dakar' ? 'Livraison offerte à Dakar, Awa !' : 'Retrait en boutique à Thiès.',
      );
    }
  });

  it('answers 404 for another workspace’s chatbot, and moves nothing', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const { chatbotId } = await buildShopBot(owner.auth, owner.workspaceId);
    const stranger = await buildAccount(server);
    const before = await rowCounts(server);
    const response = await exportChatbotCall(server, stranger.auth, chatbotId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Chatbot introuvable');
    expect(await rowCounts(server)).toEqual(before);
  });

  it('names the imported chatbot as asked, and lists the knowledge files to add again', async () => {
    const server = testServer();
    const source = await buildAccount(server);
    const { chatbotId } = await buildShopBot(source.auth, source.workspaceId);
    const file = JSON.parse((await exportChatbotCall(server, source.auth, chatbotId)).body);
    file.knowledge = [{ name: 'tarifs.pdf', bytes: 1200 }];
    const imported = await importFile(server, source.auth, JSON.stringify(file), { name: 'Awa (copie)' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().warnings).toEqual([
      'La base de connaissances n’est pas dans le fichier : ajoutez à nouveau « tarifs.pdf ».',
    ]);
    const [copy] = await server.db.select().from(chatbots).where(eq(chatbots.id, imported.json().chatbot_id));
    expect(copy?.botName).toBe('Awa (copie)');
  });
});
