import { describe, expect, it } from 'vitest';
import { AGENT_REDIRECTION } from './flowConstants';
import { type FlowElementInput, flowSchema } from './flowElementSchemas';
import { type FlowLogicContext, flowLogicProblem } from './flowLogic';

const variables: FlowLogicContext['variables'] = [
  { id: 'ville', type: 'text' },
  { id: 'montant', type: 'number' },
  { id: 'resultat', type: 'any_type' },
  { id: 'tel', type: 'tel_sen' },
];

const condition = (
  variable: string,
  operator: string,
  targets: { true_block?: string; false_block?: string } = {},
): FlowElementInput =>
  ({
    type: 'condition',
    rules: [{ variable, operator, value: operator === 'in' ? ['1'] : '1' }],
    join: 'and',
    true_block: 'oui',
    ...targets,
  }) as FlowElementInput;

/** The save's answer for `flow` saved into block `blockId` of a chatbot holding `others`. */
function problem(
  flow: FlowElementInput[],
  others: { idblock: string; flow: FlowElementInput[] }[] = [],
  blockId = 'a',
): string | null {
  return flowLogicProblem(blockId, flowSchema.parse(flow), {
    variables,
    blocks: [
      { idblock: blockId, flow: [] },
      { idblock: 'oui', flow: [] },
      ...others.map((block) => ({ idblock: block.idblock, flow: flowSchema.parse(block.flow) })),
    ],
  });
}

describe('flowLogicProblem: variables', () => {
  it('refuses a condition on a variable neither declared nor global, naming it', () => {
    expect(problem([condition('inconnue', 'eq')])).toBe(
      'La condition porte sur « inconnue », qui n’est ni une variable de ce chatbot ni une variable globale.',
    );
  });

  it('accepts declared variables and globals, and leaves a rule without variable to the draft check', () => {
    expect(
      problem([condition('ville', 'eq'), condition('first_name', 'contains'), condition('', 'eq')]),
    ).toBeNull();
    expect(problem([condition('last_input', 'in'), condition('phone_number', 'starts_with')])).toBeNull();
  });

  it('refuses > < ≥ ≤ on a text, a tel_sen or a text global', () => {
    for (const [variable, operator] of [
      ['ville', 'gt'],
      ['tel', 'lt'],
      ['first_name', 'gte'],
      ['last_input', 'lte'],
    ] as const)
      expect(problem([condition(variable, operator)])).toBe(
        `« ${variable} » ne contient pas de nombre : elle ne se compare pas avec >, <, ≥ ou ≤. Déclarez-la de type Nombre ou choisissez un autre opérateur.`,
      );
  });

  it('allows an order on a number, an any_type (a request’s result) and order_amount', () => {
    for (const variable of ['montant', 'resultat', 'order_amount'])
      for (const operator of ['gt', 'lt', 'gte', 'lte'])
        expect(problem([condition(variable, operator)]), `${variable} ${operator}`).toBeNull();
  });

  it('allows = , ≠, contains and the others on a text', () => {
    for (const operator of ['eq', 'ne', 'contains', 'starts_with', 'set', 'empty', 'in'])
      expect(problem([condition('ville', operator)])).toBeNull();
  });
});

describe('flowLogicProblem: loops', () => {
  const loopMessage = (blocks: string) =>
    `Ces blocs se renvoient l’un à l’autre sans jamais attendre le client (${blocks}) : la conversation tournerait sans fin. Ajoutez une question ou une attente sur ce chemin.`;

  it('refuses A → B → A through a condition, naming the blocks', () => {
    expect(
      problem(
        [condition('ville', 'eq', { true_block: 'b' })],
        [{ idblock: 'b', flow: [{ type: 'redirection', redirection_block: 'a' }] }],
      ),
    ).toBe(loopMessage('a → b → a'));
  });

  it('refuses a loop through the false block, or through the element after a condition without one', () => {
    expect(
      problem(
        [condition('ville', 'eq', { true_block: 'oui', false_block: 'b' })],
        [{ idblock: 'b', flow: [{ type: 'redirection', redirection_block: 'a' }] }],
      ),
    ).toBe(loopMessage('a → b → a'));
    expect(
      problem(
        [condition('ville', 'eq', { true_block: 'oui' }), { type: 'redirection', redirection_block: 'b' }],
        [{ idblock: 'b', flow: [condition('ville', 'eq', { true_block: 'a' })] }],
      ),
    ).toBe(loopMessage('a → b → a'));
  });

  it('refuses a loop through a split branch, and a longer one', () => {
    expect(
      problem(
        [
          {
            type: 'split',
            branches: [
              { block: 'oui', weight: 50 },
              { block: 'b', weight: 50 },
            ],
          },
        ],
        [
          { idblock: 'b', flow: [{ type: 'redirection', redirection_block: 'c' }] },
          { idblock: 'c', flow: [{ type: 'redirection', redirection_block: 'a' }] },
        ],
      ),
    ).toBe(loopMessage('a → b → c → a'));
  });

  it('refuses a condition that leads back to its own block', () => {
    expect(problem([condition('ville', 'eq', { true_block: 'a' })])).toBe(loopMessage('a → a'));
  });

  it('accepts a loop broken by a waiting element (question, answer, delay, wait-until)', () => {
    const waits: FlowElementInput[] = [
      { type: 'text_button', message: 'Encore ?', buttons: [{ id: 'a', title: 'Oui' }] },
      { type: 'answer', options: { answer_type: 'text', variable: { id: 'ville' }, default_reply: '' } },
      { type: 'delay', timmer: '2' },
      { type: 'wait_until', days: 1 },
      { type: 'wait_until', at: '09:00' },
    ];
    for (const wait of waits) {
      expect(
        problem(
          [condition('ville', 'eq', { true_block: 'b' })],
          [{ idblock: 'b', flow: [wait, { type: 'redirection', redirection_block: 'a' }] }],
        ),
        wait.type,
      ).toBeNull();
      expect(problem([wait, condition('ville', 'eq', { true_block: 'a' })]), wait.type).toBeNull();
    }
  });

  it('refuses a loop whose only wait is a draft the engine skips (a wait-until with neither time nor days)', () => {
    expect(
      problem(
        [condition('ville', 'eq', { true_block: 'b' })],
        [{ idblock: 'b', flow: [{ type: 'wait_until' }, { type: 'redirection', redirection_block: 'a' }] }],
      ),
    ).toBe(loopMessage('a → b → a'));
    expect(
      problem([
        { type: 'text_button', message: 'Encore ?', buttons: [] },
        condition('ville', 'eq', { true_block: 'a' }),
      ]),
    ).toBe(loopMessage('a → a'));
  });

  it('leaves a plain redirection loop to the runtime’s step bound, as before', () => {
    expect(
      problem(
        [{ type: 'redirection', redirection_block: 'b' }],
        [{ idblock: 'b', flow: [{ type: 'redirection', redirection_block: 'a' }] }],
      ),
    ).toBeNull();
  });

  it('ignores links to the human agent and to missing blocks (checked apart)', () => {
    expect(
      problem([condition('ville', 'eq', { true_block: AGENT_REDIRECTION, false_block: 'absent' })]),
    ).toBeNull();
  });

  it('accepts a decision tree that never comes back', () => {
    expect(
      problem(
        [condition('ville', 'eq', { true_block: 'b', false_block: 'c' })],
        [
          { idblock: 'b', flow: [{ type: 'redirection', redirection_block: 'c' }] },
          { idblock: 'c', flow: [condition('montant', 'gt', { true_block: 'oui' })] },
        ],
      ),
    ).toBeNull();
  });
});
