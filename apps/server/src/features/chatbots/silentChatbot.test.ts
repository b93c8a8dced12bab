import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount } from '../../test/factories';
import { multipart } from '../../test/multipart';

const testServer = useTestServer();

type MainBlock = { idblock: string; category: string; flow: Array<{ type: string; message?: string }> };

async function call(
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await testServer().app.inject({ method, url: `/api${url}`, headers: auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a new chatbot answers its first customer, and says when it would not', () => {
  it('creates the welcome flow with a greeting; the chatbot answers name an empty or incomplete main flow', async () => {
    const { auth } = await buildAccount(testServer());
    const body = await multipart({ data: JSON.stringify({ bot_name: 'Tissus Ndiaye' }) });
    const created = await testServer().app.inject({
      method: 'POST',
      url: '/api/create/strong/chatbot',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    const chatbotId = created.json().chatbot_id as string;
    const flow = await call(auth, 'GET', `/strong/get/chatbot/${chatbotId}/flow`);
    const welcome: MainBlock = flow.flow.mainblocks.welcome;
    expect(welcome.flow).toHaveLength(1);
    expect(welcome.flow[0]).toMatchObject({
      type: 'text',
      message: 'Bonjour {{first_name}} 👋 Bienvenue chez Tissus Ndiaye ! Comment pouvons-nous vous aider ?',
    });

    // The welcome answers; the default flow is still empty: messages off the script stay unanswered.
    const defaultOnly = ['le flux par défaut est vide, les messages hors scénario resteront sans réponse.'];
    expect((await call(auth, 'GET', `/get/strong/chatbot/${chatbotId}`)).chatbot.silent_reasons).toEqual(
      defaultOnly,
    );
    const listed = await call(auth, 'GET', '/get/list/chatbots');
    expect(listed.chatbots.find((bot: { _id: string }) => bot._id === chatbotId).silent_reasons).toEqual(
      defaultOnly,
    );

    // The welcome flow emptied: the chatbot answers nobody, and every answer says so.
    await call(auth, 'POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, { flow: [] });
    const emptied = await call(auth, 'GET', `/get/strong/chatbot/${chatbotId}`);
    expect(emptied.chatbot.silent_reasons).toEqual(['le flux de bienvenue est vide.', ...defaultOnly]);
    const updated = await call(auth, 'PUT', `/update/strong/chatbot/${chatbotId}`, { description: 'Pagnes' });
    expect(updated.chatbot.silent_reasons[0]).toBe('le flux de bienvenue est vide.');

    // A welcome made only of an empty text (a draft) sends nothing either.
    await call(auth, 'POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
      flow: [{ type: 'text', message: '' }],
    });
    expect((await call(auth, 'GET', `/get/strong/chatbot/${chatbotId}`)).chatbot.silent_reasons[0]).toBe(
      'aucun élément du flux de bienvenue n’est complet.',
    );

    // Both flows filled, GRIOT IA aside: no warning.
    const defaultBlock: MainBlock = flow.flow.mainblocks.default;
    await call(auth, 'POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
      flow: [{ type: 'text', message: 'Bonjour !' }],
    });
    await call(auth, 'POST', `/update/flow/${chatbotId}/${defaultBlock.idblock}/default_block`, {
      flow: [{ type: 'text', message: 'Je n’ai pas compris, un conseiller vous répond.' }],
    });
    expect((await call(auth, 'GET', `/get/strong/chatbot/${chatbotId}`)).chatbot.silent_reasons).toEqual([]);
  });
});
