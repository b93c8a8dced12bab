import { chatbots } from '@griot/db/schema/chatbots';
import { endUsers } from '@griot/db/schema/endUsers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

async function counters(id: string) {
  const [row] = await testServer()
    .db.select({ users: chatbots.endUserCount, interactions: chatbots.interactionCount })
    .from(chatbots)
    .where(eq(chatbots.id, id));
  return row;
}

describe('chatbot counters kept by triggers on end_users', () => {
  it('follow inserts, updates, moves and deletes, in bulk too', async () => {
    const { workspaceId } = await buildAccount(testServer());
    const first = await buildChatbot(testServer(), workspaceId);
    const second = await buildChatbot(testServer(), workspaceId);
    const { db } = testServer();
    await db.insert(endUsers).values([
      { chatbotId: first, channel: 'web', externalId: 'a', interactionCount: 2 },
      { chatbotId: first, channel: 'web', externalId: 'b', interactionCount: 3 },
      { chatbotId: second, channel: 'web', externalId: 'c', interactionCount: 1 },
    ]);
    expect(await counters(first)).toEqual({ users: 2, interactions: 5 });
    expect(await counters(second)).toEqual({ users: 1, interactions: 1 });

    await db
      .update(endUsers)
      .set({ interactionCount: sql`${endUsers.interactionCount} + 10` })
      .where(eq(endUsers.chatbotId, first));
    expect(await counters(first)).toEqual({ users: 2, interactions: 25 });

    await db.update(endUsers).set({ chatbotId: second }).where(eq(endUsers.externalId, 'a'));
    expect(await counters(first)).toEqual({ users: 1, interactions: 13 });
    expect(await counters(second)).toEqual({ users: 2, interactions: 13 });

    const later = new Date(Date.now() + 60_000);
    await db.update(endUsers).set({ lastActivityAt: later }).where(eq(endUsers.chatbotId, second));
    expect(await counters(second)).toEqual({ users: 2, interactions: 13 });
    const [row] = await db
      .select({ latest: chatbots.lastActivityAt })
      .from(chatbots)
      .where(eq(chatbots.id, second));
    expect(row?.latest?.getTime()).toBe(later.getTime());

    await db.delete(endUsers).where(eq(endUsers.chatbotId, second));
    expect(await counters(second)).toEqual({ users: 0, interactions: 0 });
    expect(await counters(first)).toEqual({ users: 1, interactions: 13 });
  });
});
