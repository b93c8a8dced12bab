import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/buildTestServer';
import { buildAccount, buildChatbot } from '../../test/factories';

/**
 * Saves of the deciding elements (condition, A/B test, wait until) through the editor's call: each
 * bad input of issue 23 is a 400 with its French message and leaves the block as it was; the good
 * ones are stored and read back as sent.
 */
const testServer = useTestServer();

const VARIABLES = [
  { id: 'ville', slug: 'ville', type: 'text' },
  { id: 'quantite', slug: 'quantite', type: 'number' },
];

async function setup() {
  const server = testServer();
  const account = await buildAccount(server);
  const chatbotId = await buildChatbot(server, account.workspaceId);
  await server.db.update(chatbots).set({ variables: VARIABLES }).where(eq(chatbots.id, chatbotId));
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url: `/api${url}`, headers: account.auth, payload });
  const tree = (await call('GET', `/strong/get/chatbot/${chatbotId}/flow`)).json().flow;
  const welcome: { idblock: string; type: string } = tree.mainblocks.welcome;
  const fallback: { idblock: string; type: string } = tree.mainblocks.default;
  const commerce: { idblock: string; type: string } = tree.mainblocks.commerce;
  const saveTo = (block: { idblock: string; type: string }, flow: unknown[]) =>
    call('POST', `/update/flow/${chatbotId}/${block.idblock}/${block.type}`, { flow });
  const read = async (idblock = welcome.idblock) =>
    (await call('GET', `/strong/get/flow/${chatbotId}/${idblock}`)).json().block[0] as {
      revision: number;
      flow: Record<string, unknown>[];
    };
  // A first save, so "unchanged" compares with a real revision.
  expect((await saveTo(welcome, [{ type: 'text', message: 'Bienvenue' }])).statusCode).toBe(200);
  return {
    ...account,
    chatbotId,
    call,
    welcome,
    fallback,
    commerce,
    save: (flow: unknown[]) => saveTo(welcome, flow),
    saveTo,
    read,
  };
}

type World = Awaited<ReturnType<typeof setup>>;

/** The save is refused with exactly this message, and the block keeps its revision and flow. */
async function expectRefused(world: World, flow: unknown[], message: string) {
  const before = await world.read();
  const refused = await world.save(flow);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ success: false, message });
  const after = await world.read();
  expect(after.revision).toBe(before.revision);
  expect(after.flow).toEqual(before.flow);
}

const condition = (rules: unknown[], trueBlock: string, extra: Record<string, unknown> = {}) => ({
  type: 'condition',
  rules,
  join: 'and',
  true_block: trueBlock,
  ...extra,
});

describe('saving conditions, A/B tests and waits: bad input', () => {
  it('refuses a condition on a variable the chatbot does not declare', async () => {
    const world = await setup();
    await expectRefused(
      world,
      [condition([{ variable: 'commune', operator: 'eq', value: 'Dakar' }], world.fallback.idblock)],
      'La condition porte sur « commune », qui n’est ni une variable de ce chatbot ni une variable globale.',
    );
  });

  it('refuses « > » on a text variable', async () => {
    const world = await setup();
    await expectRefused(
      world,
      [condition([{ variable: 'ville', operator: 'gt', value: '3' }], world.fallback.idblock)],
      '« ville » ne contient pas de nombre : elle ne se compare pas avec >, <, ≥ ou ≤. Déclarez-la de type Nombre ou choisissez un autre opérateur.',
    );
  });

  it.each([0, -1])('refuses a split branch of weight %s', async (weight) => {
    const world = await setup();
    await expectRefused(
      world,
      [
        {
          type: 'split',
          branches: [
            { block: world.fallback.idblock, weight: 50 },
            { block: world.fallback.idblock, weight },
          ],
        },
      ],
      'Le poids de chaque branche doit être un nombre positif (100 au plus).',
    );
  });

  it('refuses a condition whose target is a block of another chatbot', async () => {
    const world = await setup();
    const other = await buildChatbot(testServer(), world.workspaceId);
    const otherTree = (await world.call('GET', `/strong/get/chatbot/${other}/flow`)).json().flow;
    const foreign = otherTree.mainblocks.default.idblock as string;
    await expectRefused(
      world,
      [condition([{ variable: 'ville', operator: 'eq', value: 'Dakar' }], foreign)],
      `Le bloc cible « ${foreign} » n'existe pas dans ce chatbot`,
    );
  });

  it('refuses conditions that send two blocks to each other without waiting for the customer', async () => {
    const world = await setup();
    const rule = { variable: 'ville', operator: 'eq', value: 'Dakar' };
    // The default block sends back to the welcome block when the city is Dakar: fine on its own.
    const back = await world.saveTo(world.fallback, [condition([rule], world.welcome.idblock)]);
    expect(back.statusCode).toBe(200);
    // The welcome block sending to the default block on the same rule closes the loop.
    await expectRefused(
      world,
      [condition([rule], world.fallback.idblock)],
      `Ces blocs se renvoient l’un à l’autre sans jamais attendre le client (${world.welcome.idblock} → ${world.fallback.idblock} → ${world.welcome.idblock}) : la conversation tournerait sans fin. Ajoutez une question ou une attente sur ce chemin.`,
    );
    // A wait on the path breaks the loop: the same condition then saves.
    const waited = await world.save([
      { type: 'wait_until', days: 1, cancel_on_reply: true },
      condition([rule], world.fallback.idblock),
    ]);
    expect(waited.statusCode).toBe(200);
  });

  it('refuses an A/B test whose branch leads back to its own block', async () => {
    const world = await setup();
    const { welcome, fallback } = world;
    await expectRefused(
      world,
      [
        {
          type: 'split',
          branches: [
            { block: fallback.idblock, weight: 50 },
            { block: welcome.idblock, weight: 50 },
          ],
        },
      ],
      `Ces blocs se renvoient l’un à l’autre sans jamais attendre le client (${welcome.idblock} → ${welcome.idblock}) : la conversation tournerait sans fin. Ajoutez une question ou une attente sur ce chemin.`,
    );
  });

  it('refuses an A/B test of 5 branches', async () => {
    const world = await setup();
    await expectRefused(
      world,
      [
        {
          type: 'split',
          branches: Array.from({ length: 5 }, () => ({ block: world.fallback.idblock, weight: 20 })),
        },
      ],
      'Un test A/B compte de 2 à 4 branches.',
    );
  });
});

describe('saving conditions, A/B tests and waits: good input', () => {
  it('stores a condition on a number with « > », one on a global, a 50/50 split and a wait, and reads them back', async () => {
    const world = await setup();
    const target = world.fallback.idblock;
    const orRules = [
      { variable: 'first_name', operator: 'set' },
      { variable: 'order_amount', operator: 'gte', value: '5000' },
      { variable: 'ville', operator: 'in', value: ['Dakar', 'Thiès'] },
    ];
    const branches = [
      { block: target, weight: 50 },
      { block: world.commerce.idblock, weight: 50 },
    ];
    const flow = [
      condition([{ variable: 'quantite', operator: 'gt', value: '10' }], target, { false_block: '' }),
      {
        type: 'condition',
        rules: orRules,
        join: 'or',
        true_block: target,
      },
      {
        type: 'split',
        branches,
      },
      { type: 'wait_until', at: '09:30', days: 2, cancel_on_reply: false },
    ];
    const before = await world.read();
    const saved = await world.save(flow);
    expect(saved.statusCode).toBe(200);
    const after = await world.read();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.flow).toHaveLength(4);
    expect(after.flow[0]).toMatchObject({
      type: 'condition',
      rules: [{ variable: 'quantite', operator: 'gt', value: '10' }],
      join: 'and',
      true_block: target,
    });
    expect(after.flow[1]).toMatchObject({ type: 'condition', join: 'or', rules: orRules });
    expect(after.flow[2]).toMatchObject({ type: 'split', branches });
    expect(after.flow[3]).toMatchObject({ type: 'wait_until', at: '09:30', days: 2, cancel_on_reply: false });
    // The engine's envelope: each element has its id and its predecessor's.
    expect(after.flow.every((element) => typeof element.id_element === 'string')).toBe(true);
  });

  it('a wait saved without cancel_on_reply is cancelled by a reply (the default)', async () => {
    const world = await setup();
    expect((await world.save([{ type: 'wait_until', days: 3 }])).statusCode).toBe(200);
    expect((await world.read()).flow[0]).toMatchObject({
      type: 'wait_until',
      days: 3,
      cancel_on_reply: true,
    });
  });
});
