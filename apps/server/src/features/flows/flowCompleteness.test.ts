import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

async function setup() {
  const account = await buildAccount(testServer());
  const chatbotId = await buildChatbot(testServer(), account.workspaceId);
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    testServer().app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
  const tree = (await call('GET', `/strong/get/chatbot/${chatbotId}/flow`)).json().flow;
  const welcome: { idblock: string; type: string } = tree.mainblocks.welcome;
  const fallback: { idblock: string } = tree.mainblocks.default;
  const save = (flow: unknown[]) =>
    call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/${welcome.type}`, { flow });
  const read = async () =>
    (await call('GET', `/strong/get/flow/${chatbotId}/${welcome.idblock}`)).json().block[0];
  return { save, read, target: fallback.idblock };
}

describe('saving a flow with incomplete or ambiguous elements', () => {
  it('refuses two buttons of the same title with a French 400 and changes nothing', async () => {
    const { save, read, target } = await setup();
    const first = await save([{ type: 'text', message: 'Bonjour' }]);
    expect(first.statusCode).toBe(200);
    const before = await read();

    const refused = await save([
      {
        type: 'text_button',
        message: 'Voulez-vous commander ?',
        buttons: [
          { id: target, title: 'Oui' },
          { id: target, title: 'oui ' },
        ],
      },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Deux boutons portent le même titre « oui » : le client ne pourrait pas les distinguer.',
    });
    const after = await read();
    expect(after.revision).toBe(before.revision);
    expect(after.flow).toEqual(before.flow);
  });

  it('refuses two list rows of the same title', async () => {
    const { save } = await setup();
    const refused = await save([
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Menu' },
          action: {
            button: 'Voir',
            sections: [
              { title: 'Plats', rows: [{ id: 'r1', title: 'Yassa' }] },
              { title: 'Boissons', rows: [{ id: 'r2', title: 'Yassa' }] },
            ],
          },
        },
      },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Deux lignes de la liste portent le même titre « Yassa » : le client ne pourrait pas les distinguer.',
    );
  });

  it('keeps a draft with an empty text and an empty list, and says what each lacks', async () => {
    const { save, read } = await setup();
    const saved = await save([
      { type: 'text', message: '' },
      { type: 'text', message: 'Bienvenue' },
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Menu' },
          action: { button: 'Voir', sections: [{ title: 'Plats', rows: [] }] },
        },
      },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message:
        'Flux enregistré comme brouillon : 2 éléments sont incomplets et ne seront pas envoyés tant qu’ils ne sont pas complétés.',
      incomplete: [
        { position: 1, type: 'text', problems: ['Le texte du message est vide.'] },
        { position: 3, type: 'list', problems: ['La liste n’a aucune ligne.'] },
      ],
    });
    expect((await read()).flow).toHaveLength(3);

    const complete = await save([{ type: 'text', message: 'Bienvenue' }]);
    expect(complete.json()).toMatchObject({ message: 'Flux enregistré', incomplete: [] });
  });
});
