import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeInboundMedia } from '../../channels/whatsapp/storeInboundMedia';
import type { TestServer } from '../../test/buildTestServer';
import { useTestServer } from '../../test/buildTestServer';
import { createDatabaseAtMigration } from '../../test/databaseAtMigration';
import { buildAccount, buildChatbot, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { fileOf, multipart, tinyPng } from '../../test/multipart';
import { useWhatsAppGraphFake } from '../../test/useWhatsAppGraphFake';

/**
 * Every stored file goes with its account, or with its chatbot (issue 19, item 4): the storage
 * folder is listed before and after each deletion.
 */
const testServer = useTestServer();
const graph = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: 'jeton' });

/** Every file under the storage folder, as its key ('avatars/<uuid>.png'). */
function listStorage(server: TestServer): string[] {
  const root = path.join(server.config.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An account holding one file of every kind, through the real calls; gives the keys it stored. */
async function accountWithFiles(server: TestServer) {
  const account = await buildAccount(server);
  const send = async (url: string, fields: Record<string, string | File>, method: 'POST' = 'POST') => {
    const body = await multipart(fields);
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...account.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const created = await send('/create/strong/chatbot', {
    data: JSON.stringify({ bot_name: 'Boutique Awa', type: 'web' }),
    avatar: fileOf(tinyPng(), 'logo.png', 'image/png'),
  });
  const chatbotId: string = created.chatbot_id;
  const second = await send('/create/strong/chatbot', {
    data: JSON.stringify({ bot_name: 'Second', type: 'web' }),
  });
  const secondId: string = second.chatbot_id;
  const secondAvatar: string = (
    await send('/upload/chatbot/avatar', {
      chatbot_id: secondId,
      avatar: fileOf(tinyPng(), 'second.png', 'image/png'),
    })
  ).avatar;
  const profile: string = (
    await send('/account/avatar', { avatar: fileOf(tinyPng(), 'moi.png', 'image/png') })
  ).profile_picture;
  // Editor uploads that no flow ever used: the old clean-up, reading flows, never saw them.
  const image: string = (
    await send('/strong/upload/image/block', {
      imagefromplayground: fileOf(tinyPng(), 'promo.png', 'image/png'),
    })
  ).filePath;
  const document: string = (
    await send('/strong/upload/document/block', {
      docfromplayground: fileOf(TINY_PDF, 'tarifs.pdf', 'application/pdf'),
    })
  ).filePath;
  const knowledge: string = (
    await send(`/upload/knowledge/jarvis/${chatbotId}`, {
      files: fileOf(Buffer.from('Livraison à Dakar en 24 h.\n'), 'faq.txt', 'text/plain'),
    })
  ).files[0].path;
  const cloned = await server.app.inject({
    method: 'POST',
    url: `/api/strong/clonefinal/chatbot/${chatbotId}`,
    headers: account.auth,
    payload: { namebotnew: 'Boutique Awa (copie)' },
  });
  expect(cloned.statusCode, cloned.body).toBe(200);
  const [clone] = (
    await server.db.execute<{ avatar: string }>(
      sql`SELECT avatar FROM chatbots WHERE id = ${cloned.json().chatbot_id}`,
    )
  ).rows;
  const [first] = (
    await server.db.execute<{ avatar: string }>(sql`SELECT avatar FROM chatbots WHERE id = ${chatbotId}`)
  ).rows;
  return {
    ...account,
    chatbotId,
    secondId,
    keys: {
      avatar: first?.avatar ?? '',
      secondAvatar,
      cloneAvatar: clone?.avatar ?? '',
      profile: profile.replace('/api/public/', ''),
      image,
      document,
      knowledge,
    },
  };
}

async function served(server: TestServer, key: string): Promise<number> {
  return (await server.app.inject({ method: 'GET', url: `/api/public/${key}` })).statusCode;
}

describe('stored files and deletions', () => {
  it('deleting an account removes every file it stored, and only those', async () => {
    const server = testServer();
    const leaving = await accountWithFiles(server);
    const staying = await accountWithFiles(server);
    const leavingKeys = Object.values(leaving.keys);
    const stayingKeys = Object.values(staying.keys);
    expect(new Set(leavingKeys).size).toBe(7);
    for (const key of leavingKeys) expect(key).toMatch(/^(avatars|media|knowledge)\//);

    const before = listStorage(server);
    for (const key of [...leavingKeys, ...stayingKeys]) expect(before).toContain(key);
    for (const key of leavingKeys) expect(await served(server, key), key).toBe(200);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: leaving.auth,
      payload: { password: DEFAULT_TEST_PASSWORD, confirmed: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = listStorage(server);
    expect(after).toEqual(before.filter((key) => !leavingKeys.includes(key)));
    for (const key of stayingKeys) expect(after).toContain(key);
    for (const key of leavingKeys) expect(await served(server, key), key).toBe(404);
    const records = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM stored_files
          WHERE owner_id = ${leaving.user.id} OR workspace_id = ${leaving.workspaceId}`,
    );
    expect(records.rows[0]?.n).toBe(0);
  });

  it('deleting a chatbot removes its avatar and knowledge; the account’s uploads and other chatbots stay', async () => {
    const server = testServer();
    const owner = await accountWithFiles(server);
    const before = listStorage(server);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/delete/strong/chatbot/${owner.chatbotId}`,
      headers: owner.auth,
      payload: { confirm: 'SUPPRIMER' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = [owner.keys.avatar, owner.keys.knowledge];
    expect(listStorage(server)).toEqual(before.filter((key) => !gone.includes(key)));
    for (const key of gone) expect(await served(server, key)).toBe(404);
    for (const key of [
      owner.keys.cloneAvatar,
      owner.keys.secondAvatar,
      owner.keys.image,
      owner.keys.document,
    ])
      expect(await served(server, key), key).toBe(200);
  });

  it('a replaced avatar or profile picture, and a removed knowledge file, leave neither file nor record', async () => {
    const server = testServer();
    const owner = await accountWithFiles(server);
    const body = await multipart({
      chatbot_id: owner.secondId,
      avatar: fileOf(tinyPng(), 'new.png', 'image/png'),
    });
    const replaced = await server.app.inject({
      method: 'POST',
      url: '/api/upload/chatbot/avatar',
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await served(server, owner.keys.secondAvatar)).toBe(404);
    // A chatbot's files and the editor's uploads are the workspace's (the person keeps only their photo).
    const recorded = await server.db.execute<{ path: string; kind: string; chatbot_id: string | null }>(
      sql`SELECT path, kind, chatbot_id FROM stored_files WHERE workspace_id = ${owner.workspaceId} ORDER BY path`,
    );
    expect(recorded.rows.map((row) => row.path)).not.toContain(owner.keys.secondAvatar);
    expect(recorded.rows.find((row) => row.path === replaced.json().avatar)).toMatchObject({
      kind: 'chatbot_avatar',
      chatbot_id: owner.secondId,
    });
    expect(recorded.rows.find((row) => row.path === owner.keys.avatar)?.chatbot_id).toBe(owner.chatbotId);
    expect(recorded.rows.find((row) => row.path === owner.keys.image)).toMatchObject({
      kind: 'media',
      chatbot_id: null,
    });

    const photo = await multipart({ avatar: fileOf(tinyPng(), 'moi2.png', 'image/png') });
    const newProfile = await server.app.inject({
      method: 'POST',
      url: '/api/account/avatar',
      headers: { ...owner.auth, ...photo.headers },
      payload: photo.payload,
    });
    expect(newProfile.statusCode).toBe(200);
    expect(await served(server, owner.keys.profile)).toBe(404);
    // A profile picture is its person's, not the workspace's.
    const pictureKey = String(newProfile.json().profile_picture).replace('/api/public/', '');
    const picture = await server.db.execute(
      sql`SELECT owner_id, workspace_id, kind FROM stored_files WHERE path = ${pictureKey}`,
    );
    expect(picture.rows).toEqual([{ owner_id: owner.user.id, workspace_id: null, kind: 'profile_picture' }]);
    const [knowledgeFile] = (
      await server.db.execute<{ id: string }>(
        sql`SELECT id FROM knowledge_files WHERE storage_key = ${owner.keys.knowledge}`,
      )
    ).rows;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/knowledge/jarvis/${owner.chatbotId}/files/${knowledgeFile?.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await served(server, owner.keys.knowledge)).toBe(404);
    const left = await server.db.execute<{ path: string }>(
      sql`SELECT path FROM stored_files WHERE path IN (${owner.keys.profile}, ${owner.keys.knowledge})`,
    );
    expect(left.rows).toEqual([]);
  });

  it('a customer’s photo copied from WhatsApp is the chatbot’s: it goes with the chatbot', async () => {
    const server = testServer();
    const owner = await buildAccount(server);
    const chatbotId = await buildChatbot(server, owner.workspaceId, { type: 'whatsapp' });
    const deps = {
      db: server.db,
      files: server.services.files,
      source: { graphApiUrl: graph.url, graphApiVersion: 'v23.0', accessToken: 'jeton' },
    };
    const media = { kind: 'image' as const, id: 'wamid-photo-1' };
    const url = await storeInboundMedia(deps, { chatbotId, wamid: 'wamid.none', media });
    const key = url?.replace('/api/public/', '') ?? '';
    expect(key).toMatch(new RegExp(`^media/inbound/${chatbotId}/`));
    expect(listStorage(server)).toContain(key);
    const [row] = (
      await server.db.execute<{
        workspace_id: string;
        owner_id: string | null;
        chatbot_id: string;
        kind: string;
      }>(sql`SELECT workspace_id, owner_id, chatbot_id, kind FROM stored_files WHERE path = ${key}`)
    ).rows;
    expect(row).toEqual({
      workspace_id: owner.workspaceId,
      owner_id: null,
      chatbot_id: chatbotId,
      kind: 'inbound_media',
    });
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/delete/strong/chatbot/${chatbotId}`,
      headers: owner.auth,
      payload: { confirm: 'SUPPRIMER' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(listStorage(server)).not.toContain(key);
    // A photo arriving for a chatbot deleted meanwhile is not kept at all.
    const late = await storeInboundMedia(deps, {
      chatbotId,
      wamid: 'wamid.none',
      media: { ...media, id: 'late' },
    });
    expect(late).toBeUndefined();
    expect(listStorage(server).filter((stored) => stored.includes(chatbotId))).toEqual([]);
  });

  it('the migrations record the files of rows written before them: the photo its person’s, the rest the workspace’s', async () => {
    // The rows as they stood before migration 0032 (no stored_files yet), then every later
    // migration: 0032 records the files the rows name, 0039 gives the account's to its workspace.
    const database = await createDatabaseAtMigration('0030_silent_visitors_and_media_paths');
    try {
      const query = async (text: string, values: unknown[]) =>
        (await database.pool.query<{ id: string }>(text, values)).rows[0]?.id ?? '';
      const key = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;
      const [picture, avatar, image, revised] = [
        key('avatars', 'png'),
        key('avatars', 'png'),
        key('media/images', 'png'),
        key('media/documents', 'pdf'),
      ];
      const userId = await query(
        `INSERT INTO users (firstname, lastname, company, email, user_type, password_hash, profile_picture)
         VALUES ('Awa', 'Diop', 'Téranga Shop', 'awa@teranga.sn', 'personal', 'x', $1) RETURNING id`,
        [`/api/public/${picture}`],
      );
      const chatbotId = await query(
        `INSERT INTO chatbots (owner_id, bot_name, keyword_webhook, avatar) VALUES ($1, 'Boutique Awa', 'kw-awa', $2)
         RETURNING id`,
        [userId, avatar],
      );
      const knowledge = key(`knowledge/${chatbotId}`, 'txt');
      const inbound = key(`media/inbound/${chatbotId}`, 'jpg');
      const blockId = await query(
        `INSERT INTO blocks (chatbot_id, idblock, type, category, flow) VALUES ($1, 'accueil', 'main', 'welcome', $2::jsonb)
         RETURNING id`,
        [chatbotId, JSON.stringify([{ type: 'image', link: `/api/public/${image}` }])],
      );
      // A file only an older revision of the flow names is kept too (a restore brings it back).
      await query(`INSERT INTO block_revisions (block_id, revision, flow) VALUES ($1, 1, $2::jsonb)`, [
        blockId,
        JSON.stringify([{ type: 'document', link: `/api/public/${revised}` }]),
      ]);
      await query(
        `INSERT INTO knowledge_files (chatbot_id, original_name, mime_type, size, storage_key)
         VALUES ($1, 'faq.txt', 'text/plain', 27, $2)`,
        [chatbotId, knowledge],
      );
      const endUserId = await query(
        `INSERT INTO end_users (chatbot_id, channel, external_id) VALUES ($1, 'whatsapp', '221770000001') RETURNING id`,
        [chatbotId],
      );
      await query(
        `INSERT INTO messages (chatbot_id, end_user_id, direction, type, content, status)
         VALUES ($1, $2, 'in', 'image', $3::jsonb, 'received')`,
        [chatbotId, endUserId, JSON.stringify({ link: `/api/public/${inbound}` })],
      );

      await database.migrateRest();

      const recorded = await database.pool.query(
        'SELECT path, owner_id, workspace_id, chatbot_id, kind FROM stored_files ORDER BY path',
      );
      // The migrated account's workspace has the account's id.
      const workspaceFile = (file: string, kind: string, chatbot: string | null) => ({
        path: file,
        owner_id: null,
        workspace_id: userId,
        chatbot_id: chatbot,
        kind,
      });
      expect(recorded.rows).toEqual(
        [
          { path: picture, owner_id: userId, workspace_id: null, chatbot_id: null, kind: 'profile_picture' },
          workspaceFile(avatar, 'chatbot_avatar', chatbotId),
          workspaceFile(knowledge, 'knowledge', chatbotId),
          workspaceFile(image, 'media', null),
          workspaceFile(revised, 'media', null),
          workspaceFile(inbound, 'inbound_media', chatbotId),
        ].sort((a, b) => (a.path < b.path ? -1 : 1)),
      );
    } finally {
      await database.drop();
    }
  });
});
