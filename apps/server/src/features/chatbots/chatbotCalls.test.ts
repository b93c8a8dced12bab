import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';

const testServer = useTestServer();
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: Record<string, unknown>,
) => testServer().app.inject({ method, url: `/api${url}`, headers: auth, payload });

describe('chatbot calls', () => {
  it('lists the account’s chatbots with their counts and no token material', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId, {
      bot_name: 'Avec jeton',
      access_token: 'EAAGtopsecret1234',
    });
    await testServer()
      .db.insert(endUsers)
      .values([
        { chatbotId: id, channel: 'whatsapp', externalId: '221770000001', interactionCount: 3 },
        { chatbotId: id, channel: 'whatsapp', externalId: '221770000002', interactionCount: 2 },
      ]);
    const response = await call('GET', '/get/list/chatbots', auth);
    expect(response.statusCode).toBe(200);
    const [item] = response.json().chatbots;
    expect(item).toMatchObject({
      _id: id,
      bot_name: 'Avec jeton',
      userCount: 2,
      interactionCount: 5,
      access_token_set: true,
    });
    expect(item.webhook_url).toBe(`http://griot.test/api/pipeline/whatsapp/${id}`);
    expect(response.body).not.toContain('EAAGtopsecret1234');
    expect(response.body).not.toContain('1234');
    expect(item).not.toHaveProperty('access_token_hint');
  });

  it('reads one chatbot three ways, the token masked', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId, {
      bot_name: 'Lecture',
      access_token: 'EAAGtopsecret3f9A',
    });
    const one = (await call('GET', `/get/strong/chatbot/${id}`, auth)).json();
    expect(one.chatbot).toMatchObject({
      _id: id,
      bot_name: 'Lecture',
      access_token_hint: '••••••••3f9A',
      variables: [],
    });
    expect(JSON.stringify(one)).not.toContain('EAAGtopsecret');
    expect((await call('GET', `/strong/get/chatbot/${id}`, auth)).json().chatbot._id).toBe(id);
    const list = (await call('GET', `/get/chatbot/${id}`, auth)).json();
    expect(list).toHaveLength(1);
    expect(list[0]._id).toBe(id);
    const revealed = (await call('GET', `/strong/chatbot/${id}/access-token`, auth)).json();
    expect(revealed.access_token).toBe('EAAGtopsecret3f9A');
  });

  it('saves the whole chatbot; the token is replaced, kept or removed', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId, { access_token: 'EAAGancien00001' });
    const saved = await call('PUT', `/update/strong/chatbot/${id}`, auth, {
      bot_name: 'Renommé',
      description: 'Nouvelle description',
      status: 'maintenance',
      type: 'telegram',
      email: 'bot@awa.sn',
      app_id: '42',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Paramètres enregistrés avec succès !',
      chatbot: { bot_name: 'Renommé', status: 'maintenance', type: 'telegram' },
    });
    const reveal = async () =>
      (await call('GET', `/strong/chatbot/${id}/access-token`, auth)).json().access_token;
    expect(await reveal()).toBe('EAAGancien00001');
    await call('PUT', `/update/strong/chatbot/${id}`, auth, { access_token: 'EAAGnouveau0002' });
    expect(await reveal()).toBe('EAAGnouveau0002');
    await call('PUT', `/update/strong/chatbot/${id}`, auth, { access_token: '' });
    expect(await reveal()).toBe('');
    const refused = await call('PUT', `/update/strong/chatbot/${id}`, auth, { bot_name: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Le nom du chatbot est obligatoire');
  });

  it('keeps the WABA id typed in the WhatsApp settings, digits only', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId);
    const saved = await call('PUT', `/update/strong/chatbot/${id}`, auth, { waba_id: ' 102290129340398 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().chatbot.waba_id).toBe('102290129340398');
    const refused = await call('PUT', `/update/strong/chatbot/${id}`, auth, { waba_id: '1022-abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "L'identifiant du compte WhatsApp Business ne contient que des chiffres",
    );
    const read = await call('GET', `/get/strong/chatbot/${id}`, auth);
    expect(read.json().chatbot.waba_id).toBe('102290129340398');
  });

  it('quick-edits from the list but never points the avatar at another file', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId);
    const response = await call('PUT', `/update/ease/chatbot/${id}`, auth, {
      bot_name: 'Rapide',
      description: 'd',
      status: 'active',
      app_id: '1',
      avatar: 'https://ailleurs.example/espion.png',
    });
    expect(response.json()).toEqual({ success: true, message: 'Chatbot modifié avec succès' });
    const [row] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, id));
    expect(row).toMatchObject({ botName: 'Rapide', status: 'active', avatar: '/avatars/bot1.png' });
  });

  it('changes the avatar by upload, checked by content, and removes the old file', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId);
    const upload = async (file: File) => {
      const body = await multipart({ chatbot_id: id, avatar: file });
      return testServer().app.inject({
        method: 'POST',
        url: '/api/upload/chatbot/avatar',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const first = (await upload(fileOf(tinyPng(), 'a.png', 'image/png'))).json().avatar;
    const second = (await upload(fileOf(tinyPng(), 'b.png', 'image/png'))).json().avatar;
    expect(second).not.toBe(first);
    expect((await testServer().app.inject({ method: 'GET', url: `/api/public/${first}` })).statusCode).toBe(
      404,
    );
    expect((await testServer().app.inject({ method: 'GET', url: `/api/public/${second}` })).statusCode).toBe(
      200,
    );
    const refused = await upload(fileOf(Buffer.from('GIF89a pas une image png'), 'c.jpg', 'image/jpeg'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Format non supporté. Veuillez utiliser JPG, JPEG ou PNG');
    const [row] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, id));
    expect(row?.avatar).toBe(second);
  });

  it('deletes only with SUPPRIMER, with its blocks, end-users and knowledge files', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId);
    await testServer()
      .db.insert(endUsers)
      .values({ chatbotId: id, channel: 'web', externalId: 'visiteur-1' });
    const faq = await multipart({
      files: fileOf(Buffer.from('Ouvert de 9 h à 19 h.\n'), 'faq.txt', 'text/plain'),
    });
    const knowledge = await testServer().app.inject({
      method: 'POST',
      url: `/api/upload/knowledge/jarvis/${id}`,
      headers: { ...auth, ...faq.headers },
      payload: faq.payload,
    });
    expect(knowledge.statusCode, knowledge.body).toBe(200);
    const knowledgeFile = `/api/public/${knowledge.json().files[0].path as string}`;
    for (const confirm of ['', 'supprimer', 'SUPPRIME']) {
      const refused = await call('DELETE', `/delete/strong/chatbot/${id}`, auth, { confirm });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Veuillez taper exactement "SUPPRIMER" en majuscules');
    }
    expect((await call('DELETE', `/delete/strong/chatbot/${id}`, auth)).statusCode).toBe(400);
    expect(await testServer().db.select().from(chatbots).where(eq(chatbots.id, id))).toHaveLength(1);

    const deleted = await call('DELETE', `/delete/strong/chatbot/${id}`, auth, { confirm: 'SUPPRIMER' });
    expect(deleted.json()).toEqual({ success: true, message: 'Chatbot supprimé avec succès' });
    expect(await testServer().db.select().from(chatbots).where(eq(chatbots.id, id))).toHaveLength(0);
    expect(await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, id))).toHaveLength(0);
    expect(await testServer().db.select().from(endUsers).where(eq(endUsers.chatbotId, id))).toHaveLength(0);
    expect((await call('GET', `/get/strong/chatbot/${id}`, auth)).statusCode).toBe(404);
    expect((await testServer().app.inject({ method: 'GET', url: knowledgeFile })).statusCode).toBe(404);
  });

  it('clones with blocks and variables under new ids, flows pointing at the copies, end-users left behind', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const id = await buildChatbot(testServer(), workspaceId, { bot_name: 'Original', status: 'active' });
    const original = await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, id));
    const welcome = original.find((block) => block.category === 'welcome');
    const other = original.find((block) => block.category === 'commerce');
    await testServer()
      .db.update(blocks)
      .set({
        flow: [
          {
            type: 'text_button',
            id_element: `${id}_${welcome?.idblock}_text_button_abcd1234`,
            id_previous: null,
            message: 'Bonjour',
            buttons: [{ id: other?.idblock, title: 'Boutique' }],
          },
        ],
      })
      .where(eq(blocks.id, welcome?.id ?? ''));
    await testServer()
      .db.update(chatbots)
      .set({ variables: [{ id: 'ville', slug: 'Ville', type: 'text' }] })
      .where(eq(chatbots.id, id));
    await testServer()
      .db.insert(endUsers)
      .values({ chatbotId: id, channel: 'whatsapp', externalId: '221770000009' });

    const blank = await call('POST', `/strong/clonefinal/chatbot/${id}`, auth, { namebotnew: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Le nom ne peut pas être vide');

    const cloned = await call('POST', `/strong/clonefinal/chatbot/${id}`, auth, {
      namebotnew: 'Original (Clone)',
    });
    expect(cloned.json()).toMatchObject({ success: true, message: 'Chatbot cloné avec succès' });
    const copyId = cloned.json().chatbot_id;
    expect(copyId).not.toBe(id);
    const [copy] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, copyId));
    expect(copy).toMatchObject({
      botName: 'Original (Clone)',
      status: 'active',
      variables: [{ id: 'ville', slug: 'Ville', type: 'text' }],
    });
    const copiedBlocks = await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, copyId));
    expect(copiedBlocks).toHaveLength(3);
    const copiedWelcome = copiedBlocks.find((block) => block.category === 'welcome');
    const copiedCommerce = copiedBlocks.find((block) => block.category === 'commerce');
    expect(copiedWelcome?.idblock).not.toBe(welcome?.idblock);
    expect(copiedWelcome?.flow).toEqual([
      {
        type: 'text_button',
        id_element: `${copyId}_${copiedWelcome?.idblock}_text_button_abcd1234`,
        id_previous: null,
        message: 'Bonjour',
        buttons: [{ id: copiedCommerce?.idblock, title: 'Boutique' }],
      },
    ]);
    expect(await testServer().db.select().from(endUsers).where(eq(endUsers.chatbotId, copyId))).toHaveLength(
      0,
    );
  });
});
