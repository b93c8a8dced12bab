import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@griot/db/migrateDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

describe('migration 0019: media stored as paths', () => {
  it('turns our own absolute media addresses into paths and leaves other sites alone', async () => {
    const server = testServer();
    const { workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId);
    const flow = [
      { type: 'image', link: 'http://localhost:3000/api/public/media/images/banniere.png', caption: '' },
      { type: 'image', link: 'https://cdn.example.com/api/public/photo.png', caption: '' },
      {
        type: 'document',
        link: 'http://127.0.0.1:3100/api/public/media/documents/menu.pdf',
        filename: 'menu.pdf',
      },
    ];
    await server.db
      .update(blocks)
      .set({ flow })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));

    const statements = readFileSync(path.join(MIGRATIONS_FOLDER, '0019_media_paths.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    for (const statement of statements) await server.db.execute(sql.raw(statement));

    const [welcome] = await server.db
      .select({ flow: blocks.flow })
      .from(blocks)
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
    expect(welcome?.flow).toEqual([
      { type: 'image', link: '/api/public/media/images/banniere.png', caption: '' },
      { type: 'image', link: 'https://cdn.example.com/api/public/photo.png', caption: '' },
      { type: 'document', link: '/api/public/media/documents/menu.pdf', filename: 'menu.pdf' },
    ]);
  });
});
