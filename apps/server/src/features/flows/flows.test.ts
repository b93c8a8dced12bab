import { blocks } from '@griot/db/schema/blocks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

const testServer = useTestServer();

async function setup() {
  const account = await buildAccount(testServer());
  const chatbotId = await buildChatbot(testServer(), account.workspaceId);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    testServer().app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
  const tree = (await call('GET', `/strong/get/chatbot/${chatbotId}/flow`)).json().flow;
  return {
    ...account,
    chatbotId,
    call,
    welcome: tree.mainblocks.welcome,
    fallback: tree.mainblocks.default,
    commerce: tree.mainblocks.commerce,
  };
}

async function storedFlow(idblock: string) {
  // idblocks are unique per chatbot; the tests' ids are random enough to name one row.
  const [row] = await testServer().db.select().from(blocks).where(eq(blocks.idblock, idblock));
  return row;
}

describe('flow editor calls', () => {
  it('lists the main blocks by role and creates, renames and reads a standard block', async () => {
    const { chatbotId, call, welcome, fallback, commerce } = await setup();
    expect([welcome.blockname, fallback.blockname, commerce.blockname]).toEqual([
      'Welcome Flow',
      'Default Flow',
      'Commerce Flow',
    ]);
    const created = await call('POST', `/strong/create/flow/${chatbotId}`, {
      name: 'Menu du jour',
      idblock: 'menu-du-jour-a1b2c3',
      idchatbot: chatbotId,
      type: 'standard',
    });
    expect(created.json()).toMatchObject({
      message: 'Block créé avec succès',
      block: { idblock: 'menu-du-jour-a1b2c3', category: 'standard', revision: 1 },
    });
    const again = await call('POST', `/strong/create/flow/${chatbotId}`, {
      name: 'Doublon',
      idblock: 'menu-du-jour-a1b2c3',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Un flux avec cet identifiant existe déjà');
    expect(
      (
        await call('POST', `/strong/update/blockname/${chatbotId}/menu-du-jour-a1b2c3/standard`, {
          blockname: '',
        })
      ).json().message,
    ).toBe('Le nom du bloc ne peut pas être vide');
    expect(
      (
        await call('POST', `/strong/update/blockname/${chatbotId}/menu-du-jour-a1b2c3/standard`, {
          blockname: 'x'.repeat(21),
        })
      ).json().message,
    ).toBe('Le nom ne peut pas dépasser 20 caractères');
    await call('POST', `/strong/update/blockname/${chatbotId}/menu-du-jour-a1b2c3/standard`, {
      blockname: 'Menu',
    });
    const read = (await call('GET', `/strong/get/flow/${chatbotId}/menu-du-jour-a1b2c3`)).json();
    expect(read.block[0]).toMatchObject({ blockname: 'Menu', idbot: chatbotId });
    expect((await call('GET', `/strong/get/flow/${chatbotId}/inconnu-000000`)).statusCode).toBe(404);
  });

  it('accepts an idblock another account or chatbot uses: idblocks are per chatbot, not a global namespace', async () => {
    const first = await setup();
    const second = await setup();
    const body = { name: 'Livraison', idblock: 'livraison-q9w8e7' };
    expect((await first.call('POST', `/strong/create/flow/${first.chatbotId}`, body)).statusCode).toBe(200);
    const other = await second.call('POST', `/strong/create/flow/${second.chatbotId}`, body);
    expect(other.statusCode).toBe(200);
    expect(other.json().block).toMatchObject({ idblock: 'livraison-q9w8e7', idbot: second.chatbotId });
    const read = (await first.call('GET', `/strong/get/flow/${first.chatbotId}/livraison-q9w8e7`)).json();
    expect(read.block[0]).toMatchObject({ blockname: 'Livraison', idbot: first.chatbotId });
  });

  it('saves a flow with a regenerated chain and a new revision', async () => {
    const { chatbotId, call, welcome, commerce } = await setup();
    const response = await call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
      flow: [
        { type: 'text', message: 'Bienvenue {{first_name}} !', id_element: 'temp_1' },
        { type: 'delay', timmer: 2 },
        {
          type: 'text_button',
          message: 'Que voulez-vous ?',
          buttons: [{ id: commerce.idblock, title: 'Boutique', payload: '{{choix}}=boutique' }],
        },
      ],
      revision: 1,
    });
    expect(response.statusCode).toBe(200);
    const block = response.json().block;
    expect(block.revision).toBe(2);
    expect(block.flow.map((element: { id_element: string }) => element.id_element)).toEqual([
      expect.stringMatching(new RegExp(`^${chatbotId}_${welcome.idblock}_text_[a-z0-9]{8}$`)),
      expect.stringMatching(/_delay_[a-z0-9]{8}$/),
      expect.stringMatching(/_text_button_[a-z0-9]{8}$/),
    ]);
    expect(block.flow[1]).toMatchObject({ timmer: '2', id_previous: block.flow[0].id_element });
    expect(block.flow[0].preview_url).toBe(true);
  });

  it.each([
    [
      [{ type: 'text_button', message: 'x', buttons: [{ id: '', title: 'Sans cible' }] }],
      'Chaque bouton doit avoir un bloc cible',
    ],
    [
      [
        {
          type: 'text_button',
          message: 'x',
          buttons: [1, 2, 3, 4].map((n) => ({ id: 'TARGET', title: `B${n}` })),
        },
      ],
      'Un message ne peut pas avoir plus de 3 boutons',
    ],
    [[{ type: 'text', message: 'x'.repeat(641) }], 'Le texte ne peut pas dépasser 640 caractères'],
    [[{ message: 'sans type' }], 'Chaque élément doit avoir un type'],
    [[{ type: 'video', link: 'x' }], "Type d'élément inconnu"],
    [
      [{ type: 'redirection', redirection_block: 'nulle-part-000000' }],
      "Le bloc cible « nulle-part-000000 » n'existe pas dans ce chatbot",
    ],
    [
      [
        {
          type: 'list',
          interactive: {
            type: 'list',
            body: { text: 'Choix' },
            action: {
              button: 'Voir',
              sections: [
                {
                  title: 'A',
                  rows: Array.from({ length: 11 }, (_u, n) => ({ id: 'TARGET', title: `L${n}` })),
                },
              ],
            },
          },
        },
      ],
      'Une liste ne peut pas avoir plus de 10 lignes au total',
    ],
    [[{ type: 'delay', timmer: '7' }], 'Le délai doit être compris entre 1 et 5 secondes'],
    [
      [{ type: 'request', method: 'POST', url: 'http://127.0.0.1:5432/', datas: [] }],
      "L'URL de la requête ne peut pas viser une adresse locale ou privée",
    ],
    [
      [
        {
          type: 'button_link',
          image_header: '',
          body_message: 'x'.repeat(321),
          footer_message: '',
          action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'https://a.sn' } },
        },
      ],
      'Le corps de la carte ne peut pas dépasser 320 caractères',
    ],
  ])('refuses %j with "%s" and leaves the block unchanged', async (flow, message) => {
    const { chatbotId, call, welcome, commerce } = await setup();
    const before = await storedFlow(welcome.idblock);
    const withTargets = JSON.parse(JSON.stringify(flow).replaceAll('TARGET', commerce.idblock));
    const response = await call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
      flow: withTargets,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedFlow(welcome.idblock)).toEqual(before);
  });

  it('refuses a save based on an older revision (409), saves without one, and restores a revision', async () => {
    const { chatbotId, call, welcome } = await setup();
    const url = `/update/flow/${chatbotId}/${welcome.idblock}/starter`;
    await call('POST', url, { flow: [{ type: 'text', message: 'Version 2' }], revision: 1 });
    const stale = await call('POST', url, { flow: [{ type: 'text', message: 'Conflit' }], revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'Ce bloc a été modifié ailleurs depuis votre dernier chargement.',
      currentRevision: 2,
    });
    expect((await storedFlow(welcome.idblock))?.flow).toMatchObject([{ message: 'Version 2' }]);
    expect(
      (await call('POST', url, { flow: [{ type: 'text', message: 'Version 3' }] })).json().block.revision,
    ).toBe(3);

    const history = (await call('GET', `/strong/flow/${chatbotId}/${welcome.idblock}/revisions`)).json()
      .revisions;
    expect(history.map((entry: { revision: number }) => entry.revision)).toEqual([3, 2]);
    const restored = (
      await call('POST', `/strong/flow/${chatbotId}/${welcome.idblock}/revisions/2/restore`)
    ).json();
    expect(restored).toMatchObject({
      message: 'Révision restaurée',
      block: { revision: 4, flow: [{ message: 'Version 2' }] },
    });
  });

  it('keeps the last 50 revisions', async () => {
    const { chatbotId, call, welcome } = await setup();
    for (let save = 0; save < 53; save += 1) {
      await call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
        flow: [{ type: 'text', message: `n°${save}` }],
      });
    }
    const history = (await call('GET', `/strong/flow/${chatbotId}/${welcome.idblock}/revisions`)).json()
      .revisions;
    expect(history).toHaveLength(50);
    expect(history[0].revision).toBe(54);
    expect(history.at(-1).revision).toBe(5);
  });

  it('reports inbound links and refuses deleting a block others lead to', async () => {
    const { chatbotId, call, welcome } = await setup();
    await call('POST', `/strong/create/flow/${chatbotId}`, { name: 'Promo', idblock: 'promo-zzzzzz' });
    await call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, {
      flow: [{ type: 'redirection', redirection_block: 'promo-zzzzzz' }],
    });
    const inbound = (await call('GET', `/get/flow/${chatbotId}/promo-zzzzzz/blocks`)).json();
    expect(inbound.match_previous).toEqual([
      { idblock: welcome.idblock, blockname: 'Welcome Flow', sourceType: 'starter' },
    ]);
    const refused = await call('DELETE', `/strong/delete/flow/${chatbotId}/promo-zzzzzz`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().linkedFrom).toEqual([{ idblock: welcome.idblock, blockname: 'Welcome Flow' }]);
    expect((await call('DELETE', `/strong/delete/flow/${chatbotId}/${welcome.idblock}`)).json().message).toBe(
      'Les flux principaux ne peuvent pas être supprimés',
    );
    await call('POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, { flow: [] });
    expect((await call('DELETE', `/strong/delete/flow/${chatbotId}/promo-zzzzzz`)).json().message).toBe(
      'Bloc supprimé',
    );
    expect(await storedFlow('promo-zzzzzz')).toBeUndefined();
  });

  it('switches GRIOT IA on the default block only', async () => {
    const { chatbotId, call, fallback, welcome } = await setup();
    expect(
      (await call('POST', `/strong/update/jarvis/${fallback.idblock}`, { status: true })).json(),
    ).toEqual({ success: true, message: 'GRIOT activé' });
    expect((await call('GET', `/strong/get/${chatbotId}/default`)).json().defaultblock).toEqual([
      { idblock: fallback.idblock, jarvis: true },
    ]);
    expect(
      (await call('POST', `/strong/update/jarvis/${welcome.idblock}`, { status: true })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to another account on every flow call, changing nothing', async () => {
    const { chatbotId, welcome, fallback } = await setup();
    const intruder = await buildAccount(testServer());
    const before = await storedFlow(welcome.idblock);
    const attempts: Array<['GET' | 'POST' | 'DELETE', string, Record<string, unknown>?]> = [
      ['GET', `/strong/get/chatbot/${chatbotId}/flow`],
      ['GET', `/strong/get/chatbot/${chatbotId}/flowall`],
      ['GET', `/strong/get/flow/${chatbotId}/${welcome.idblock}`],
      ['POST', `/strong/create/flow/${chatbotId}`, { name: 'Intrus', idblock: 'intrus-000000' }],
      ['POST', `/strong/update/blockname/${chatbotId}/${welcome.idblock}/starter`, { blockname: 'Volé' }],
      ['POST', `/update/flow/${chatbotId}/${welcome.idblock}/starter`, { flow: [] }],
      ['POST', `/strong/update/jarvis/${fallback.idblock}`, { status: true }],
      ['GET', `/get/flow/${chatbotId}/${welcome.idblock}/starter`],
      ['GET', `/strong/get/${chatbotId}/default`],
      ['GET', `/strong/flow/${chatbotId}/${welcome.idblock}/revisions`],
      ['GET', `/get/strong/variables/${chatbotId}`],
      ['GET', `/strong/get/variables/list/${chatbotId}`],
      ['POST', `/strong/update/variable/declaration/${chatbotId}`, { variables: [] }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await testServer().app.inject({
        method,
        url: `/api${url}`,
        headers: intruder.auth,
        payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await storedFlow(welcome.idblock)).toEqual(before);
    expect((await storedFlow(fallback.idblock))?.assistantSwitch).toBe(false);
  });
});
