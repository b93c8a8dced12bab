import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, buildChatbot } from '../../test/factories';
import { eventually } from '../../test/webhookKit';
import { useInboxReplyWorld } from './test/inboxReplyWorld';

const { fake, whatsAppConversation, agentOf, call, messagesOf } = useInboxReplyWorld();

type TemplateSend = { to: string; type: string; template?: { name: string; components?: unknown[] } };

describe('inbox templates', () => {
  it('lists the approved templates of the chatbot’s WhatsApp Business account, with their placeholders', async () => {
    const { endUserId, auth } = await whatsAppConversation('221770000201');
    const listed = await call('GET', `/inbox/conversations/${endUserId}/templates`, auth);
    expect(listed.statusCode, listed.body).toBe(200);
    const templates = listed.json().templates;
    expect(templates.map((template: { title: string }) => template.title)).toEqual([
      'promo_tabaski',
      'rappel_commande',
      'bienvenue',
    ]);
    expect(templates[0]).toMatchObject({
      id: '1001',
      language: 'fr',
      header: 'Promo {{1}}',
      placeholders: 3,
      parameters: [
        { component: 'header', key: '1', example: 'Tabaski' },
        { component: 'body', key: '1', example: 'Awa' },
        { component: 'body', key: '2', example: '20' },
      ],
    });
  });

  it('sends one through Graph once the window is closed, stored as sent in the conversation, which opens for the agent', async () => {
    const { server, workspaceId, endUserId, from } = await whatsAppConversation('221770000202');
    await server.db.execute(
      sql`UPDATE conversations SET last_inbound_at = now() - interval '30 hours' WHERE end_user_id = ${endUserId}`,
    );
    const agent = await agentOf(workspaceId);
    const sent = await call('POST', `/inbox/conversations/${endUserId}/template`, agent.auth, {
      template_id: '1001',
      values: ['Tabaski', 'Awa', '20'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatchObject({ type: 'template', status: 'sent', agent_id: agent.userId });
    expect(sent.json().conversation).toMatchObject({ status: 'open', assignee: { id: agent.userId } });
    const graph = fake.sent.map((entry) => entry.body as TemplateSend).filter((body) => body.to === from);
    expect(graph.at(-1)).toMatchObject({
      type: 'template',
      template: {
        name: 'promo_tabaski',
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'Tabaski' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Awa' },
              { type: 'text', text: '20' },
            ],
          },
        ],
      },
    });
    const stored = (await messagesOf(endUserId)).at(-1);
    expect(stored).toMatchObject({ type: 'template', status: 'sent', agent_id: agent.userId });
    expect(stored?.external_id).toBe(fake.sent.at(-1)?.wamid);
    expect(stored?.content.element).toEqual({
      type: 'template',
      name: 'promo_tabaski',
      header: 'Promo Tabaski',
      message: 'Bonjour Awa, profitez de -20 % sur nos pagnes jusqu’à dimanche !',
      footer: 'Répondez STOP pour ne plus recevoir nos offres',
    });
    // Sent once: the send lanes leave a stored template alone.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.sent.filter((entry) => (entry.body as TemplateSend).type === 'template')).toHaveLength(1);
  });

  it('refuses missing values, an unknown template, Graph’s refusal and marketing after STOP, storing nothing', async () => {
    const { server, endUserId, auth } = await whatsAppConversation('221770000203');
    const before = await messagesOf(endUserId);
    const missing = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
      template_id: '1001',
      values: ['Tabaski'],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Remplissez chaque valeur du modèle.');
    const blank = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
      template_id: '1001',
      values: ['Tabaski', ' ', '20'],
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Remplissez chaque valeur du modèle.');
    for (const templateId of ['1004', '9999']) {
      const unknown = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
        template_id: templateId,
        values: ['x'],
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Modèle introuvable');
    }
    fake.failNext(1, { status: 400, code: 132001 });
    const refused = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
      template_id: '1003',
      values: [],
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain("WhatsApp n'a pas accepté le modèle");
    // A customer who wrote STOP: no marketing template, a utility one still goes.
    await server.db.execute(sql`UPDATE end_users SET opted_out_at = now() WHERE id = ${endUserId}`);
    const marketing = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
      template_id: '1003',
      values: [],
    });
    expect(marketing.statusCode).toBe(409);
    expect(marketing.json().message).toContain('désabonné (STOP)');
    expect(await messagesOf(endUserId)).toEqual(before);
    const utility = await call('POST', `/inbox/conversations/${endUserId}/template`, auth, {
      template_id: '1002',
      values: ['Awa', 'CMD-42', 'Dakar', 'CMD-42'],
    });
    expect(utility.statusCode, utility.body).toBe(200);
  });

  it('is WhatsApp’s only, and another workspace’s conversation is not found', async () => {
    const { server, endUserId } = await whatsAppConversation('221770000204');
    const stranger = await buildAccount(server);
    for (const [method, path, payload] of [
      ['GET', 'templates', undefined],
      ['POST', 'template', { template_id: '1003', values: [] }],
    ] as const) {
      const refused = await call(method, `/inbox/conversations/${endUserId}/${path}`, stranger.auth, payload);
      expect(refused.statusCode).toBe(404);
    }
    // A web chat's conversation: templates do not exist there.
    const web = await buildChatbot(server, stranger.workspaceId, { type: 'web', status: 'active' });
    const visitor = await call('POST', `/webchat/${web}/session`, {}, {});
    await call(
      'POST',
      `/webchat/${web}/messages`,
      {},
      { ...visitor.json().session, event: { type: 'text', text: 'Salut' } },
    );
    const webUser = await eventually(async () => {
      const rows = await server.db.execute<{ id: string }>(
        sql`SELECT id FROM end_users WHERE chatbot_id = ${web}`,
      );
      return rows.rows[0];
    });
    const notWhatsApp = await call('GET', `/inbox/conversations/${webUser.id}/templates`, stranger.auth);
    expect(notWhatsApp.statusCode).toBe(422);
    expect(notWhatsApp.json().message).toBe('Les modèles ne concernent que WhatsApp.');
    expect(fake.sent.filter((entry) => (entry.body as TemplateSend).type === 'template')).toHaveLength(0);
  });
});
