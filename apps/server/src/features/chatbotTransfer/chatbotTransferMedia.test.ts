import { CHATBOT_FILE_LIMITS } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newFileKey } from '../../lib/files/fileStorage';
import { saveStoredFile } from '../../lib/files/storedFiles';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { tinyPng } from '../../test/multipart';
import { exportChatbotCall, importFile, putBlock } from './test/transferTestKit';

const testServer = useTestServer();
const MB = 1024 * 1024;

/** A real PNG padded to `bytes` (what follows its end does not change its type). */
function pngOf(bytes: number, fill: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length, fill)]);
}

describe('a chatbot whose media exceed the embedding budget', () => {
  it('embeds what fits, links the rest, stays importable, and the import copies them all', async () => {
    const server = testServer();
    const source = await buildAccount(server);
    const chatbotId = await buildChatbot(server, source.workspaceId, {
      bot_name: 'Galerie Awa',
      type: 'web',
    });
    const pictures: { key: string; data: Buffer }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const key = newFileKey('media/images', 'png');
      const data = pngOf(4.5 * MB, index + 1);
      await saveStoredFile(server.db, server.services.files, key, data, {
        workspaceId: source.workspaceId,
        kind: 'media',
      });
      pictures.push({ key, data });
    }
    const avatar = { key: newFileKey('avatars', 'png'), data: tinyPng() };
    await saveStoredFile(server.db, server.services.files, avatar.key, avatar.data, {
      workspaceId: source.workspaceId,
      chatbotId,
      kind: 'chatbot_avatar',
    });
    await server.db.update(chatbots).set({ avatar: avatar.key }).where(eq(chatbots.id, chatbotId));
    await putBlock(server, chatbotId, {
      idblock: 'welcome',
      name: 'Welcome Flow',
      category: 'welcome',
      flow: pictures.map(({ key }) => ({ type: 'image', link: key })),
    });

    const exported = await exportChatbotCall(server, source.auth, chatbotId);
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.length).toBeLessThanOrEqual(CHATBOT_FILE_LIMITS.bytes);
    const file = JSON.parse(exported.body);
    const embedded = file.media.filter((media: { data?: string }) => media.data !== undefined);
    const linked = file.media.filter((media: { url?: string }) => media.url !== undefined);
    expect(embedded.length + linked.length).toBe(5);
    expect(linked.length).toBeGreaterThan(0);
    expect(
      embedded.reduce((total: number, media: { data: string }) => total + media.data.length, 0),
    ).toBeLessThanOrEqual(CHATBOT_FILE_LIMITS.embeddedMediaBytes);
    for (const media of linked) expect(media.url).toMatch(/^https?:\/\/.+\/api\/public\/media\/images\//);

    const target = await buildAccount(server);
    const imported = await importFile(server, target.auth, exported.rawPayload);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().warnings).toEqual([]);
    const copyId = imported.json().chatbot_id;
    const [copy] = await server.db.select().from(chatbots).where(eq(chatbots.id, copyId));
    expect(copy?.avatar).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect(copy?.avatar).not.toBe(avatar.key);
    expect((await server.services.files.read(copy?.avatar ?? '')).equals(avatar.data)).toBe(true);
    const [welcome] = (await server.db.select().from(blocks).where(eq(blocks.chatbotId, copyId))).filter(
      (block) => block.category === 'welcome',
    );
    const links = (welcome?.flow ?? []).map((element) => (element as { link: string }).link);
    expect(links).toHaveLength(4);
    for (const [index, link] of links.entries()) {
      expect(link).not.toBe(pictures[index]?.key);
      expect((await server.services.files.read(link)).equals(pictures[index]?.data as Buffer)).toBe(true);
    }
  });
});
