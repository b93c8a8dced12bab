import { CHATBOT_TEMPLATES } from '@griot/contract/chatbotTemplates/chatbotTemplateMessages';
import { chatbotFileSchema } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { loadTemplates } from './templateFiles';
import { createFromTemplate, engineBlocksOf, memberOf } from './test/templateWorld';

const testServer = useTestServer();

async function chatbotCount(workspaceId: string): Promise<number> {
  return (await testServer().db.select().from(chatbots).where(eq(chatbots.workspaceId, workspaceId))).length;
}

describe('GET /chatbot-templates', () => {
  it('lists the four templates in the language asked, with their channel, size and highlights', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await testServer().app.inject({
      method: 'GET',
      url: '/api/chatbot-templates',
      headers: { ...auth, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const { templates } = response.json<{ templates: Record<string, unknown>[] }>();
    expect(templates.map((template) => [template.id, template.name])).toEqual([
      ['boutique', 'Shop'],
      ['faq-griot-ia', 'FAQ with GRIOT IA'],
      ['prise-de-rendez-vous', 'Appointment booking'],
      ['service-client', 'Customer service with human agent hand-over'],
    ]);
    const [shop, faq, booking, support] = templates;
    expect(shop).toMatchObject({ channel: 'whatsapp', block_count: 16 });
    expect(shop?.highlights).toEqual(
      expect.arrayContaining(['condition', 'split', 'wait_until', 'list', 'answer', 'notification', 'agent']),
    );
    expect(faq).toMatchObject({ channel: 'web' });
    expect(faq?.description).toContain('knowledge base');
    expect(faq?.highlights).toEqual(expect.arrayContaining(['list', 'griot_ia']));
    expect(booking?.highlights).toEqual(expect.arrayContaining(['split', 'wait_until', 'answer']));
    expect(support?.highlights).toEqual(expect.arrayContaining(['condition', 'agent']));

    const french = await testServer().app.inject({
      method: 'GET',
      url: '/api/chatbot-templates',
      headers: auth,
    });
    const faqFr = french.json<{ templates: { id: string; name: string; description: string }[] }>()
      .templates[1];
    expect(faqFr?.name).toBe('FAQ avec GRIOT IA');
    expect(faqFr?.description).toContain('base de connaissances');
  });

  it('refuses an agent: templates make chatbots, an editor’s work', async () => {
    const { workspaceId } = await buildAccount(testServer());
    const agent = await memberOf(testServer(), workspaceId, 'agent');
    const list = await testServer().app.inject({
      method: 'GET',
      url: '/api/chatbot-templates',
      headers: agent,
    });
    expect(list.statusCode).toBe(403);
    const created = await createFromTemplate(testServer(), agent, 'boutique');
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe('Votre rôle dans cet espace de travail ne permet pas cette action.');
    expect(await chatbotCount(workspaceId)).toBe(0);
  });
});

describe('POST /chatbots/from-template/{templateId}', () => {
  it('ships files that are valid chatbot files, one welcome and one default block each', async () => {
    for (const { id, file } of await loadTemplates()) {
      expect(chatbotFileSchema.safeParse(file).success, id).toBe(true);
      expect(
        file.blocks.filter((block) => block.category === 'welcome'),
        id,
      ).toHaveLength(1);
      expect(
        file.blocks.filter((block) => block.category === 'default'),
        id,
      ).toHaveLength(1);
      for (const block of file.blocks) expect(block.idblock.length, block.idblock).toBeLessThanOrEqual(20);
    }
  });

  it.each(CHATBOT_TEMPLATES.map(({ id }) => id))(
    'makes a chatbot of the workspace from « %s »',
    async (id) => {
      const { auth, workspaceId } = await buildAccount(testServer());
      const response = await createFromTemplate(testServer(), auth, id);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ chatbot_id: string; message: string }>();
      expect(body.message).toBe('Chatbot créé à partir du modèle');
      const template = (await loadTemplates()).find((candidate) => candidate.id === id);
      const [chatbot] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, body.chatbot_id));
      expect(chatbot).toMatchObject({
        workspaceId,
        botName: template?.file.chatbot.name,
        type: template?.file.chatbot.type,
      });
      expect(chatbot?.variables).toEqual(template?.file.variables);
      const { rows } = await engineBlocksOf(testServer(), body.chatbot_id);
      expect(rows).toHaveLength(template?.file.blocks.length ?? -1);
      // Every link leads to a block of the new chatbot (ids rewritten), or to the human agent.
      const idblocks = new Set(rows.map((row) => row.idblock));
      for (const row of rows)
        for (const link of outboundLinks(row.flow))
          expect(link.target === AGENT_REDIRECTION || idblocks.has(link.target), link.target).toBe(true);
      expect(rows.some((row) => row.idblock === 'catalogue' || row.idblock === 'accueil')).toBe(false);
    },
  );

  it('takes the name and channel chosen', async () => {
    const { auth } = await buildAccount(testServer());
    const response = await createFromTemplate(testServer(), auth, 'prise-de-rendez-vous', {
      name: 'Salon Bellecour',
      type: 'web',
    });
    expect(response.statusCode).toBe(200);
    const { chatbot_id } = response.json<{ chatbot_id: string }>();
    const [chatbot] = await testServer().db.select().from(chatbots).where(eq(chatbots.id, chatbot_id));
    expect(chatbot).toMatchObject({ botName: 'Salon Bellecour', type: 'web' });
  });

  it('answers 404 with a French message for a template we do not ship, and creates nothing', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const response = await createFromTemplate(testServer(), auth, 'pizzeria');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Modèle introuvable');
    expect(await chatbotCount(workspaceId)).toBe(0);
  });

  it('refuses a channel we do not have, and creates nothing', async () => {
    const { auth, workspaceId } = await buildAccount(testServer());
    const response = await createFromTemplate(testServer(), auth, 'boutique', { type: 'fax' });
    expect(response.statusCode).toBe(400);
    expect(await chatbotCount(workspaceId)).toBe(0);
  });
});
