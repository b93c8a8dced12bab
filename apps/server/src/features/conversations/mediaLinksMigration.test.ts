import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@griot/db/migrateDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

const UUID = 'e11c8583-1b2a-4c3d-8e4f-5a6b7c8d9e0f';

/** The statements of migration 0030 that repair media links (re-runnable, unlike its counters). */
function mediaRepairStatements(): string[] {
  return readFileSync(path.join(MIGRATIONS_FOLDER, '0030_silent_visitors_and_media_paths.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('regexp_replace'));
}

describe('migration 0030: media links of our own stored as paths', () => {
  it('repairs the addresses of our host in messages and flows, and leaves other sites alone', async () => {
    const server = testServer();
    const { workspaceId } = await buildAccount(server);
    const chatbotId = await buildChatbot(server, workspaceId);
    const [endUser] = await server.db
      .insert(endUsers)
      .values({ chatbotId, channel: 'whatsapp', externalId: '221770000088', interactionCount: 1 })
      .returning({ id: endUsers.id });
    const element = (link: string) => ({ element: { type: 'image', link }, block_id: 'accueil' });
    const links = [
      // The demo's history, written on port 3000.
      [`http://localhost:3000/api/public/media/images/${UUID}.png`, `/api/public/media/images/${UUID}.png`],
      // A deployment whose PUBLIC_URL changed since: a link into our storage layout.
      [
        `https://ancien.griot.example/api/public/media/documents/${UUID}/Devis%20mai.pdf`,
        `/api/public/media/documents/${UUID}/Devis%20mai.pdf`,
      ],
      // Another site's image is not ours.
      ['https://cdn.example.com/api/public/photo.png', 'https://cdn.example.com/api/public/photo.png'],
    ];
    for (const [stored] of links)
      await server.db.insert(messages).values({
        chatbotId,
        endUserId: endUser?.id ?? '',
        direction: 'out',
        type: 'image',
        content: element(stored ?? ''),
        status: 'sent',
      });
    const text = `Notre catalogue : http://localhost:3000/api/public/media/images/${UUID}.png`;
    await server.db
      .update(blocks)
      .set({
        flow: [
          { type: 'image', link: `http://127.0.0.1:3100/api/public/media/images/${UUID}.png` },
          { type: 'text', message: text, preview_url: true },
        ],
      })
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));

    for (const statement of mediaRepairStatements()) await server.db.execute(sql.raw(statement));

    const stored = await server.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.chatbotId, chatbotId))
      .orderBy(messages.seq);
    expect(stored.map((row) => row.content)).toEqual(links.map(([, repaired]) => element(repaired ?? '')));
    const [welcome] = await server.db
      .select({ flow: blocks.flow })
      .from(blocks)
      .where(and(eq(blocks.chatbotId, chatbotId), eq(blocks.category, 'welcome')));
    // A link written inside a text is the owner's words: left as typed.
    expect(welcome?.flow).toEqual([
      { type: 'image', link: `/api/public/media/images/${UUID}.png` },
      { type: 'text', message: text, preview_url: true },
    ]);
  });
});
