import { endUsers } from '@griot/db/schema/endUsers';
import { messages } from '@griot/db/schema/messages';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';
import { lastMonths } from './computeStats';

const testServer = useTestServer();
const stats = (auth: Record<string, string>, query = '') =>
  testServer().app.inject({ method: 'GET', url: `/api/get/stats${query}`, headers: auth });

describe('GET /get/stats', () => {
  it('is all zeros for a new account, with the message the home screen checks', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await stats(auth);
    expect(response.json()).toEqual({
      success: true,
      message: 'Statistiques récupérées avec succès.',
      stats: {
        chatbotCount: 0,
        chatbotActive: 0,
        userCount: 0,
        discussionCount: 0,
        monthlyMessages: 0,
        fourMostPopularChatbot: [],
        fourLastDiscussions: [],
        messagesByMonth: lastMonths(new Date()).map((month) => ({ month, messages: 0 })),
      },
    });
  });

  it('counts from the account’s chatbots, end-users and messages only', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const other = await buildAccount(testServer());
    const ids = [];
    for (const [name, status] of [
      ['A', 'active'],
      ['B', 'active'],
      ['C', 'inactive'],
      ['D', 'maintenance'],
      ['E', 'inactive'],
    ] as const) {
      ids.push(await buildChatbot(testServer(), workspaceId, { bot_name: name, status }));
    }
    const foreign = await buildChatbot(testServer(), other.workspaceId, {
      bot_name: 'Étranger',
      status: 'active',
    });
    const now = Date.now();
    const [awa] = await testServer()
      .db.insert(endUsers)
      .values([
        {
          chatbotId: ids[1] ?? '',
          channel: 'whatsapp',
          externalId: '221770000001',
          phone: '+221770000001',
          fullName: 'Awa',
          interactionCount: 9,
          lastActivityAt: new Date(now - 60_000),
        },
        {
          chatbotId: ids[1] ?? '',
          channel: 'whatsapp',
          externalId: '221770000002',
          interactionCount: 1,
          lastActivityAt: new Date(now - 3_600_000),
        },
        {
          chatbotId: ids[0] ?? '',
          channel: 'web',
          externalId: 'visiteur',
          fullName: 'Visiteur',
          interactionCount: 4,
          lastActivityAt: new Date(now - 10_000),
        },
        {
          chatbotId: ids[2] ?? '',
          channel: 'telegram',
          externalId: '55',
          interactionCount: 2,
          lastActivityAt: new Date(now - 86_400_000),
        },
        {
          chatbotId: ids[3] ?? '',
          channel: 'telegram',
          externalId: '56',
          interactionCount: 0,
          lastActivityAt: new Date(now - 2 * 86_400_000),
        },
        { chatbotId: foreign, channel: 'whatsapp', externalId: '221779999999', interactionCount: 100 },
      ])
      .returning();
    await testServer()
      .db.insert(messages)
      .values([
        {
          chatbotId: ids[1] ?? '',
          endUserId: awa?.id ?? '',
          direction: 'in',
          type: 'text',
          content: { body: 'Bonjour' },
          status: 'received',
        },
        {
          chatbotId: ids[1] ?? '',
          endUserId: awa?.id ?? '',
          direction: 'in',
          type: 'text',
          content: { body: 'Merci' },
          status: 'received',
        },
        {
          chatbotId: ids[1] ?? '',
          endUserId: awa?.id ?? '',
          direction: 'out',
          type: 'text',
          content: { body: 'Bienvenue' },
          status: 'sent',
        },
      ]);

    const body = (await stats(auth)).json().stats;
    expect(body).toMatchObject({
      chatbotCount: 5,
      chatbotActive: 2,
      userCount: 5,
      discussionCount: 16,
      monthlyMessages: 16,
    });
    expect(body.fourMostPopularChatbot).toEqual([
      { idbot: ids[1], bot_name: 'B', total_discussions: 10, total_users: 2 },
      { idbot: ids[0], bot_name: 'A', total_discussions: 4, total_users: 1 },
      { idbot: ids[2], bot_name: 'C', total_discussions: 2, total_users: 1 },
      { idbot: ids[3], bot_name: 'D', total_discussions: 0, total_users: 1 },
    ]);
    expect(body.fourLastDiscussions.map((row: { user_full_name: string }) => row.user_full_name)).toEqual([
      'Visiteur',
      'Awa',
      '',
      '',
    ]);
    expect(body.fourLastDiscussions[1]).toMatchObject({
      idbot: ids[1],
      user_phone_number: '+221770000001',
      bot_name: 'B',
      number_of_discussions: 9,
    });
    expect(body.fourLastDiscussions[0].user_phone_number).toBe('visiteur');
    expect(body.messagesByMonth.at(-1).messages).toBe(2);

    const one = (await stats(auth, `?idbotget=${ids[1]}`)).json().stats;
    expect(one).toMatchObject({ chatbotCount: 1, userCount: 2, discussionCount: 10 });
  });

  it('names the last six months, oldest first', () => {
    expect(lastMonths(new Date('2026-02-15T12:00:00Z'))).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
