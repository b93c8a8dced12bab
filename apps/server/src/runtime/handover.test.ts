import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import { blocks } from '@griot/db/schema/blocks';
import { workspaceMembers, workspaces } from '@griot/db/schema/workspaces';
import { buildListReplyWebhook, buildTextWebhook } from '@griot/fakes/whatsAppWebhooks';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { loginAs } from '../test/factories';
import { useWhatsAppGraphFake } from '../test/useWhatsAppGraphFake';
import {
  ACCESS_TOKEN,
  buildWhatsAppBot,
  eventually,
  PHONE_NUMBER_ID,
  postWhatsAppWebhook,
} from '../test/webhookKit';
import { resolveConversation, setWaitingStatus } from './conversationStatus';

const testServer = useTestServer();
const fake = useWhatsAppGraphFake(testServer, { appSecret: 'test-app-secret', accessToken: ACCESS_TOKEN });

/** A shop whose welcome menu offers a person as one of its rows. */
async function shopWithAgent() {
  const server = testServer();
  const bot = await buildWhatsAppBot(server, [
    {
      type: 'list',
      interactive: {
        type: 'list',
        body: { text: 'Bienvenue chez Ndiaye Tissus. Que voulez-vous ?' },
        action: {
          button: 'Choisir',
          sections: [{ title: 'Aide', rows: [{ id: AGENT_REDIRECTION, title: 'Parler à un conseiller' }] }],
        },
      },
    },
  ]);
  await server.db
    .update(blocks)
    .set({ flow: flowSchema.parse([{ type: 'text', message: 'Tapez menu pour voir nos offres.' }]) })
    .where(and(eq(blocks.chatbotId, bot.chatbotId), eq(blocks.category, 'default')));
  server.runtime.chatbots.forget(bot.chatbotId);
  return bot;
}

describe('the flow hands over to a person (WhatsApp)', () => {
  it('a tap on « Parler à un conseiller » opens the conversation, the bot falls silent until it is resolved', async () => {
    const server = testServer();
    const { chatbotId } = await shopWithAgent();
    const from = '221770000271';
    const customer = customerOf(chatbotId, from);

    await customer.writes('Bonjour');
    await customer.receives(1);
    await customer.taps('Parler à un conseiller');
    const opened = await eventually(async () => {
      const state = await customer.conversation();
      return state?.status === 'open' ? state : undefined;
    });
    expect(opened).toMatchObject({ status: 'open', waiting: true });
    expect(await customer.episodes()).toEqual([{ reason: 'bot', resolved: false }]);

    // A person has it: the next message is stored, and the bot says nothing.
    await customer.writes('Vous êtes là ?');
    await customer.handled(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await customer.outbound()).toBe(1);
    expect(fake.sent.filter((request) => (request.body as { to?: string }).to === from)).toHaveLength(1);

    // An agent resolves it: the bot answers again.
    await server.db.transaction((tx) => resolveConversation(tx, { endUserId: opened.id, by: null }));
    expect(await customer.episodes()).toEqual([{ reason: 'bot', resolved: true }]);
    await customer.writes('Merci');
    await customer.receives(2);
    expect((await customer.conversation())?.status).toBe('resolved');
  });

  it.each(['pending', 'snoozed'] as const)(
    'a customer writing to a %s conversation opens it again, and the bot stays silent',
    async (status) => {
      const server = testServer();
      const { chatbotId } = await shopWithAgent();
      const customer = customerOf(chatbotId, status === 'pending' ? '221770000272' : '221770000273');
      await customer.writes('Bonjour');
      await customer.receives(1);
      const { id } = (await customer.conversation()) ?? { id: '' };
      await server.db.transaction((tx) =>
        setWaitingStatus(tx, { endUserId: id, status, snoozedUntil: new Date(Date.now() + 3_600_000) }),
      );
      await customer.writes('Ma commande est arrivée abîmée');
      const reopened = await eventually(async () => {
        const state = await customer.conversation();
        return state?.status === 'open' ? state : undefined;
      });
      expect(reopened).toMatchObject({ status: 'open', waiting: true, snoozed_until: null });
      expect(await customer.episodes()).toEqual([{ reason: 'customer', resolved: false }]);
      await customer.handled(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await customer.outbound()).toBe(1);
    },
  );

  it('outside business hours, the customer who asks for a person gets the away message, and an available member gets the conversation', async () => {
    const server = testServer();
    const { chatbotId, workspaceId, owner } = await shopWithAgent();
    const away = 'Nous sommes fermés. Un conseiller vous répond dès 9 h.';
    const settings = defaultInboxSettings();
    settings.auto_assign = true;
    settings.business_hours = { enabled: true, timezone: 'Africa/Dakar', days: [], away_message: away };
    await server.db.update(workspaces).set({ inboxSettings: settings }).where(eq(workspaces.id, workspaceId));
    await server.db
      .update(workspaceMembers)
      .set({ availability: 'available' })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, owner.id)));
    const from = '221770000274';
    const customer = customerOf(chatbotId, from);
    await customer.writes('Bonjour');
    await customer.receives(1);
    await customer.taps('Parler à un conseiller');
    // The automation worker of the running server does the rest, off the reply path.
    await customer.receives(2);
    const texts = fake.sent
      .filter((request) => (request.body as { to?: string }).to === from)
      .map((request) => (request.body as { text?: { body?: string } }).text?.body);
    expect(texts[1]).toBe(away);
    const assigned = await eventually(async () => {
      const rows = await server.db.execute<{ assignee_id: string | null }>(sql`
        SELECT c.assignee_id FROM conversations c JOIN end_users eu ON eu.id = c.end_user_id
        WHERE c.chatbot_id = ${chatbotId} AND eu.external_id = ${from}`);
      return rows.rows[0]?.assignee_id ?? undefined;
    });
    expect(assigned).toBe(owner.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await customer.outbound()).toBe(2);
  });

  it('the flow editor saves a button and a redirection that lead to the human agent', async () => {
    const server = testServer();
    const { chatbotId, owner } = await shopWithAgent();
    const token = await loginAs(server.app, owner.email);
    const tree = await server.app.inject({
      method: 'GET',
      url: `/api/strong/get/chatbot/${chatbotId}/flow`,
      headers: { authorization: `Bearer ${token}` },
    });
    const fallback = tree.json().flow.mainblocks.default.idblock as string;
    const saved = await server.app.inject({
      method: 'POST',
      url: `/api/update/flow/${chatbotId}/${fallback}/default_block`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        flow: [
          {
            type: 'text_button',
            message: 'Besoin d’aide ?',
            buttons: [{ id: 'agent', title: 'Un conseiller' }],
          },
          { type: 'redirection', redirection_block: 'agent' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().block.flow[1]).toMatchObject({ redirection_block: 'agent' });
  });
});

/** One WhatsApp customer of the chatbot, and what the database holds of their conversation. */
function customerOf(chatbotId: string, from: string) {
  const server = testServer();
  const post = (body: Record<string, unknown>) =>
    postWhatsAppWebhook(server, chatbotId, body).then((response) => expect(response.statusCode).toBe(200));
  const count = async (query: ReturnType<typeof sql>) =>
    ((await server.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0) as number;
  return {
    writes: (text: string) => post(buildTextWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, text })),
    taps: (title: string) =>
      post(buildListReplyWebhook({ phoneNumberId: PHONE_NUMBER_ID, from, rowId: AGENT_REDIRECTION, title })),
    /** Waits until the Graph fake sent this many messages to the customer. */
    receives: (count: number) =>
      eventually(
        async () =>
          fake.sent.filter((request) => (request.body as { to?: string }).to === from).length >= count,
      ),
    /** Waits until the runtime ran this many of the customer's inbox rows. */
    handled: (n: number) =>
      eventually(
        async () =>
          (await count(sql`SELECT count(*)::int AS n FROM inbox
            WHERE chatbot_id = ${chatbotId} AND sender = ${from} AND status = 'done'`)) >= n,
      ),
    outbound: () =>
      count(sql`SELECT count(*)::int AS n FROM messages m JOIN end_users eu ON eu.id = m.end_user_id
        WHERE m.chatbot_id = ${chatbotId} AND eu.external_id = ${from} AND m.direction = 'out'`),
    conversation: async () =>
      (
        await server.db.execute<{
          id: string;
          status: string;
          waiting: boolean;
          snoozed_until: string | null;
        }>(sql`
          SELECT c.end_user_id AS id, c.status, c.waiting_since IS NOT NULL AS waiting, c.snoozed_until
          FROM conversations c JOIN end_users eu ON eu.id = c.end_user_id
          WHERE c.chatbot_id = ${chatbotId} AND eu.external_id = ${from}`)
      ).rows[0],
    episodes: async () =>
      (
        await server.db.execute<{ reason: string; resolved: boolean }>(sql`
          SELECT e.opened_reason AS reason, e.resolved_at IS NOT NULL AS resolved
          FROM conversation_episodes e JOIN end_users eu ON eu.id = e.end_user_id
          WHERE e.chatbot_id = ${chatbotId} AND eu.external_id = ${from} ORDER BY e.id`)
      ).rows,
  };
}
