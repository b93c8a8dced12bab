import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

async function setup() {
  const account = await buildAccount(testServer());
  const chatbotId = await buildChatbot(testServer(), account.workspaceId, { bot_name: 'Variables' });
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    testServer().app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
  return { chatbotId, call };
}

describe('variables', () => {
  it('saves the declarations and returns them in chatbot[0].variables; the editor sees globals first', async () => {
    const { chatbotId, call } = await setup();
    const variables = [
      { id: 'ville', slug: 'Ville', type: 'text' },
      { id: 'position', slug: 'Position', type: 'location' },
    ];
    const saved = await call('POST', `/strong/update/variable/declaration/${chatbotId}`, { variables });
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Variables sauvegardées avec succès',
      chatbot: [{ _id: chatbotId, bot_name: 'Variables', variables }],
    });
    expect(
      (await call('GET', `/strong/get/variables/list/${chatbotId}`)).json().chatbot[0].variables,
    ).toEqual(variables);
    const editor = (await call('GET', `/get/strong/variables/${chatbotId}`)).json().variables;
    expect(editor[0]).toEqual({ id: 'first_name', slug: 'first_name', type: 'global' });
    expect(editor.slice(-2)).toEqual(variables);
  });

  it.each([
    [[{ id: '', slug: 'Ville', type: 'text' }], "L'identifiant est requis"],
    [[{ id: 'ville', slug: '', type: 'text' }], "Le nom d'affichage est requis"],
    [[{ id: 'ville', slug: 'Ville' }], 'Le type est requis'],
    [[{ id: 'ville', slug: 'Ville', type: 'date' }], 'Le type est requis'],
    [
      [
        { id: 'ville', slug: 'Ville', type: 'text' },
        { id: 'ville', slug: 'Autre', type: 'text' },
      ],
      'Cet identifiant est déjà utilisé',
    ],
    [
      [{ id: 'first_name', slug: 'Prénom', type: 'text' }],
      'Cet identifiant est réservé à une variable globale',
    ],
  ])('refuses %j with "%s" and keeps the stored list', async (variables, message) => {
    const { chatbotId, call } = await setup();
    const response = await call('POST', `/strong/update/variable/declaration/${chatbotId}`, { variables });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(
      (await call('GET', `/strong/get/variables/list/${chatbotId}`)).json().chatbot[0].variables,
    ).toEqual([]);
  });
});
