import { chatbotFileSchema } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import type { Database } from '@griot/db/openDatabase';
import { storedFiles } from '@griot/db/schema/storedFiles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { minimalChatbotFile } from '../../test/chatbotTransferRouteDescriptions';
import { buildAccount } from '../../test/factories';
import { tinyPng } from '../../test/multipart';
import { importChatbotFile } from './importChatbotFile';

const testServer = useTestServer();

describe('importChatbotFile', () => {
  it('removes the media it kept when the chatbot cannot be written', async () => {
    const server = testServer();
    const { workspaceId } = await buildAccount(server);
    const file = chatbotFileSchema.parse({
      ...minimalChatbotFile('Boutique Awa'),
      blocks: [
        {
          idblock: 'welcome-abc123',
          name: 'Welcome Flow',
          category: 'welcome',
          type: 'starter',
          flow: [{ type: 'image', link: 'media/images/photo.png' }],
        },
        {
          idblock: 'default-abc123',
          name: 'Default Flow',
          category: 'default',
          type: 'default_block',
          flow: [],
        },
      ],
      media: [
        { path: 'media/images/photo.png', mime: 'image/png', bytes: 0, data: tinyPng().toString('base64') },
      ],
    });
    // The files are kept first; then the transaction fails (a lost connection, a constraint…).
    const failing = new Proxy(server.db, {
      get: (target, property, receiver) =>
        property === 'transaction'
          ? () => Promise.reject(new Error('connection lost'))
          : Reflect.get(target, property, receiver),
    }) as Database;
    await expect(
      importChatbotFile({ ...server.services, db: failing }, { workspaceId, file }),
    ).rejects.toThrow('connection lost');
    const kept = await server.db.select().from(storedFiles).where(eq(storedFiles.workspaceId, workspaceId));
    expect(kept).toEqual([]);

    // The same file imports once the database answers, with its picture.
    const imported = await importChatbotFile(server.services, { workspaceId, file });
    expect(imported.warnings).toEqual([]);
    const files = await server.db.select().from(storedFiles).where(eq(storedFiles.workspaceId, workspaceId));
    expect(files).toHaveLength(1);
    expect((await server.services.files.read(files[0]?.path ?? '')).equals(tinyPng())).toBe(true);
  });
});
