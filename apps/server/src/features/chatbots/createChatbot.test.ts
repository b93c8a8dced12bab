import fs from 'node:fs';
import path from 'node:path';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';

const testServer = useTestServer();

async function create(auth: Record<string, string>, fields: Record<string, string | File>) {
  const body = await multipart(fields);
  return testServer().app.inject({
    method: 'POST',
    url: '/api/create/strong/chatbot',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

function storedFiles(): string[] {
  const dir = path.join(testServer().config.dataDir, 'files', 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('POST /create/strong/chatbot', () => {
  it('creates the chatbot with its avatar, its three main blocks and an encrypted token', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const response = await create(auth, {
      data: JSON.stringify({
        bot_name: 'Boutique Awa',
        type: 'whatsapp',
        status: 'active',
        description: 'Vente de pagnes',
        email: 'contact@awa.sn',
        display_phone_number: '+221 77 000 00 00',
        phone_number_id: '1234567890',
        app_id: '987654321',
        access_token: 'EAAGsecretTokenValue3f9A',
      }),
      avatar: fileOf(tinyPng(), 'photo.png', 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Chatbot créé avec succès !' });

    const [row] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, body.chatbot_id));
    expect(row).toMatchObject({
      workspaceId,
      botName: 'Boutique Awa',
      status: 'active',
      phoneNumberId: '1234567890',
    });
    expect(row?.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row?.accessTokenEncrypted).not.toContain('EAAGsecretTokenValue3f9A');
    expect(row?.keywordWebhook).toMatch(/^griot_[0-9a-f]{24}$/);
    expect(row?.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);

    const avatar = await testServer().app.inject({ method: 'GET', url: `/api/public/${row?.avatar}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.rawPayload.equals(tinyPng())).toBe(true);

    const main = await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, body.chatbot_id));
    expect(main.map((block) => [block.category, block.type, block.blockname]).sort()).toEqual([
      ['commerce', 'commerce_point', 'Commerce Flow'],
      ['default', 'default_block', 'Default Flow'],
      ['welcome', 'starter', 'Welcome Flow'],
    ]);
    expect(main.every((block) => /^[a-z0-9-]{1,13}-[a-z0-9]{6}$/.test(block.idblock))).toBe(true);
  });

  it('defaults to a WhatsApp chatbot, inactive, with the placeholder avatar', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await create(auth, { data: JSON.stringify({ bot_name: 'Simple' }) });
    const [row] = await testServer()
      .db.select()
      .from(chatbots)
      .where(eq(chatbots.id, response.json().chatbot_id));
    expect(row).toMatchObject({
      type: 'whatsapp',
      status: 'inactive',
      avatar: '/avatars/bot1.png',
      accessTokenEncrypted: null,
    });
  });

  it.each([
    [{ data: JSON.stringify({ bot_name: '  ' }) }, 'Le nom du chatbot est obligatoire'],
    [{ data: JSON.stringify({ description: 'sans nom' }) }, 'Le nom du chatbot est obligatoire'],
    [{ data: '{pas du json' }, 'Données du chatbot invalides'],
    [
      { data: JSON.stringify({ bot_name: 'X', email: 'pas-un-email' }) },
      'Veuillez entrer une adresse email valide',
    ],
    [{ data: JSON.stringify({ bot_name: 'X', type: 'fax' }) }, undefined],
  ])('refuses %j and creates nothing', async (fields, message) => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const response = await create(auth, fields);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(
      await testServer().db.select().from(chatbots).where(eq(chatbots.workspaceId, workspaceId)),
    ).toHaveLength(0);
  });

  it('refuses an avatar whose content is not a PNG or JPEG, whatever its name says, and keeps no file', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const before = storedFiles().length;
    const response = await create(auth, {
      data: JSON.stringify({ bot_name: 'Faux avatar' }),
      avatar: fileOf(Buffer.from('nom,prenom\nDiop,Awa\n'), 'avatar.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Format non supporté. Veuillez utiliser JPG, JPEG ou PNG');
    expect(
      await testServer().db.select().from(chatbots).where(eq(chatbots.workspaceId, workspaceId)),
    ).toHaveLength(0);
    expect(storedFiles().length).toBe(before);
  });

  it('accepts a real PNG even when named and declared as text', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await create(auth, {
      data: JSON.stringify({ bot_name: 'Avatar déguisé' }),
      avatar: fileOf(tinyPng(), 'notes.txt', 'text/plain'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an avatar over 5 MB', async () => {
    const { auth } = await buildAccount(testServer());
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await create(auth, {
      data: JSON.stringify({ bot_name: 'Gros' }),
      avatar: fileOf(big, 'gros.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("L'image dépasse la taille maximale de 5 Mo");
  });

  it('needs a session', async () => {
    const response = await create({}, { data: JSON.stringify({ bot_name: 'X' }) });
    expect(response.statusCode).toBe(401);
  });
});
