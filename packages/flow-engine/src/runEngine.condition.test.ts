import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock, EngineVariable } from './engineTypes';
import { MAX_STEPS_PER_EVENT } from './executeBlock';
import { runEngine } from './runEngine';

const variables: EngineVariable[] = [
  { id: 'ville', slug: 'Ville', type: 'text' },
  { id: 'montant', slug: 'Montant', type: 'number' },
];
const globals = { first_name: 'Awa', id_user: 'u-1' };

function bot(welcome: FlowElementInput[], extra: EngineBlock[] = []): EngineBlock[] {
  return [
    buildBlock('accueil', welcome, { category: 'welcome' }),
    buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    buildBlock('livraison', [{ type: 'text', message: 'Livraison offerte à {{Ville}}' }]),
    buildBlock('retrait', [{ type: 'text', message: 'Retrait en boutique' }]),
    ...extra,
  ];
}

function start(blocks: EngineBlock[], values: Record<string, string> = {}, moreGlobals = {}) {
  return runEngine({
    blocks,
    variables,
    globals: { ...globals, ...moreGlobals },
    session: { version: 1, position: null, variables: values, tokenCount: 0 },
    event: { type: 'start' },
  });
}

const isDakar = (
  extra: Partial<Extract<FlowElementInput, { type: 'condition' }>> = {},
): FlowElementInput => ({
  type: 'condition',
  rules: [{ variable: 'ville', operator: 'eq', value: 'dakar' }],
  join: 'and',
  true_block: 'livraison',
  ...extra,
});

describe('runEngine: condition', () => {
  it('true → the true block; false → the false block', () => {
    const blocks = bot([isDakar({ false_block: 'retrait' }), { type: 'text', message: 'jamais' }]);
    expect(texts(start(blocks, { ville: 'DAKAR ' }))).toEqual(['Livraison offerte à DAKAR ']);
    expect(texts(start(blocks, { ville: 'Thiès' }))).toEqual(['Retrait en boutique']);
    expect(texts(start(blocks, {}))).toEqual(['Retrait en boutique']);
  });

  it('false without a false block (absent or blank) → the next element', () => {
    for (const extra of [{}, { false_block: '' }]) {
      const blocks = bot([
        { type: 'text', message: 'Avant' },
        isDakar(extra),
        { type: 'text', message: 'Après' },
      ]);
      expect(texts(start(blocks, { ville: 'Thiès' }))).toEqual(['Avant', 'Après']);
      expect(texts(start(blocks, { ville: 'Dakar' }))).toEqual(['Avant', 'Livraison offerte à Dakar']);
    }
  });

  it('sees a variable set earlier in the same event', () => {
    const blocks = bot([{ type: 'variable_insert', variable: 'ville', defaultValue: 'Dakar' }, isDakar()]);
    expect(texts(start(blocks))).toEqual(['Livraison offerte à Dakar']);
  });

  it('continues after a question answered, with the answer', () => {
    const chat = conversation({
      variables,
      globals,
      blocks: bot([
        {
          type: 'answer',
          options: { answer_type: 'number', variable: { id: 'montant' }, default_reply: '' },
        },
        {
          type: 'condition',
          rules: [{ variable: 'montant', operator: 'gte', value: '10 000' }],
          join: 'and',
          true_block: 'livraison',
          false_block: 'retrait',
        },
      ]),
    });
    chat.send({ type: 'start' });
    expect(texts(chat.send({ type: 'text', text: '12500' }))).toEqual(['Livraison offerte à ']);
  });

  it('a target that is the human agent hands the conversation over', () => {
    const blocks = bot([isDakar({ true_block: AGENT_REDIRECTION }), { type: 'text', message: 'Après' }]);
    const output = start(blocks, { ville: 'Dakar' });
    expect(output.effects).toEqual([{ kind: 'handover' }]);
    expect(output.messages).toEqual([]);
    expect(output.session.position).toBeNull();
    const notHandedOver = start(bot([isDakar({ false_block: AGENT_REDIRECTION })]), { ville: 'Dakar' });
    expect(notHandedOver.effects).toEqual([]);
    expect(start(bot([isDakar({ false_block: AGENT_REDIRECTION })]), { ville: 'Thiès' }).effects).toEqual([
      { kind: 'handover' },
    ]);
  });

  it('a target block that no longer exists ends the turn with a log line', () => {
    const output = start(bot([isDakar({ true_block: 'disparu' }), { type: 'text', message: 'Après' }]), {
      ville: 'Dakar',
    });
    expect(output.messages).toEqual([]);
    expect(output.session.position).toBeNull();
    expect(output.log).toContain('condition to unknown block "disparu": turn ended');
  });

  it('a draft (no true block, a rule without variable or value) is skipped with its reasons', () => {
    const drafts: FlowElementInput[] = [
      {
        type: 'condition',
        rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
        join: 'and',
        true_block: '',
      },
      {
        type: 'condition',
        rules: [{ variable: '', operator: 'eq', value: 'x' }],
        join: 'and',
        true_block: 'livraison',
      },
      {
        type: 'condition',
        rules: [{ variable: 'ville', operator: 'in', value: [] }],
        join: 'and',
        true_block: 'livraison',
      },
      { type: 'condition', rules: [], join: 'or', true_block: 'livraison' },
    ];
    for (const draft of drafts) {
      const output = start(bot([draft, { type: 'text', message: 'Suite' }]), { ville: 'Dakar' });
      expect(texts(output)).toEqual(['Suite']);
      expect(output.skipped).toHaveLength(1);
      expect(output.skipped[0]).toMatchObject({ blockId: 'accueil', elementIndex: 0, type: 'condition' });
      expect(output.log.join('\n')).toMatch(/not sent, incomplete/);
    }
  });

  it('ET / OU across a variable and a global', () => {
    const rules = [
      { variable: 'ville', operator: 'eq' as const, value: 'Dakar' },
      { variable: 'first_name', operator: 'eq' as const, value: 'awa' },
    ];
    const and = bot([
      { type: 'condition', rules, join: 'and', true_block: 'livraison', false_block: 'retrait' },
    ]);
    const or = bot([
      { type: 'condition', rules, join: 'or', true_block: 'livraison', false_block: 'retrait' },
    ]);
    expect(texts(start(and, { ville: 'Dakar' }))).toEqual(['Livraison offerte à Dakar']);
    expect(texts(start(and, { ville: 'Thiès' }))).toEqual(['Retrait en boutique']);
    expect(texts(start(or, { ville: 'Thiès' }))).toEqual(['Livraison offerte à Thiès']);
    expect(texts(start(or, { ville: 'Thiès' }, { first_name: 'Moussa' }))).toEqual(['Retrait en boutique']);
  });

  it('a loop of conditions (saved before the save check, or through globals) stops at the step bound', () => {
    const always = { variable: 'ville', operator: 'empty' as const };
    const blocks = bot(
      [{ type: 'redirection', redirection_block: 'a' }],
      [
        buildBlock('a', [{ type: 'condition', rules: [always], join: 'and', true_block: 'b' }]),
        buildBlock('b', [{ type: 'condition', rules: [always], join: 'and', true_block: 'a' }]),
      ],
    );
    const output = start(blocks);
    expect(output.messages).toEqual([]);
    expect(output.session.position).toBeNull();
    expect(output.log.at(-1)).toBe(
      `stopped after ${MAX_STEPS_PER_EVENT} elements in one event (at block "b", element 0): a loop?`,
    );
  });
});
