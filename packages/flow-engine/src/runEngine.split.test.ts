import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { buildBlock, texts } from './engineTestKit';
import type { EngineBlock } from './engineTypes';
import { runEngine } from './runEngine';

function bot(split: FlowElementInput, extra: EngineBlock[] = []): EngineBlock[] {
  return [
    buildBlock('accueil', [split, { type: 'text', message: 'jamais' }], { category: 'welcome' }),
    buildBlock('a', [{ type: 'text', message: 'Version A' }]),
    buildBlock('b', [{ type: 'text', message: 'Version B' }]),
    ...extra,
  ];
}

const abTest = (branches: { block: string; weight: number }[], id_element?: string): FlowElementInput => ({
  type: 'split',
  branches,
  ...(id_element === undefined ? {} : { id_element }),
});

function startAs(blocks: EngineBlock[], idUser?: string) {
  return runEngine({
    blocks,
    variables: [],
    globals: idUser === undefined ? {} : { id_user: idUser },
    session: null,
    event: { type: 'start' },
  });
}

describe('runEngine: split (Test A/B)', () => {
  const fiftyFifty = [
    { block: 'a', weight: 50 },
    { block: 'b', weight: 50 },
  ];

  it('sends each end-user to one branch, always the same one', () => {
    const blocks = bot(abTest(fiftyFifty, 'el-split'));
    const seen = new Set<string>();
    for (let n = 0; n < 40; n += 1) {
      const first = texts(startAs(blocks, `user-${n}`));
      expect(first).toHaveLength(1);
      expect(texts(startAs(blocks, `user-${n}`))).toEqual(first);
      seen.add(first[0] ?? '');
    }
    expect([...seen].sort()).toEqual(['Version A', 'Version B']);
  });

  it('follows the weights across 10,000 end-users (70/30 within 2 points)', () => {
    const blocks = bot(
      abTest(
        [
          { block: 'a', weight: 70 },
          { block: 'b', weight: 30 },
        ],
        'el-split',
      ),
    );
    let a = 0;
    for (let n = 0; n < 10_000; n += 1)
      if (texts(startAs(blocks, `end-user-${n}`))[0] === 'Version A') a += 1;
    expect(Math.abs(a / 10_000 - 0.7)).toBeLessThan(0.02);
  });

  it('keeps each end-user’s branch when the block is saved again (new ids, elements added before)', () => {
    const before = bot(abTest(fiftyFifty, 'bot_accueil_split_aaaaaaaa'));
    const after = [
      buildBlock(
        'accueil',
        [
          { type: 'variable_insert', variable: 'x', defaultValue: '1' },
          abTest(fiftyFifty, 'bot_accueil_split_zzzzzzzz'),
          { type: 'text', message: 'jamais' },
        ],
        { category: 'welcome' },
      ),
      ...before.slice(1),
    ];
    for (let n = 0; n < 50; n += 1)
      expect(texts(startAs(after, `user-${n}`))).toEqual(texts(startAs(before, `user-${n}`)));
  });

  it('draws two splits apart: the second does not follow the first', () => {
    const blocks = [
      buildBlock('accueil', [{ type: 'split', branches: fiftyFifty }], { category: 'welcome' }),
      buildBlock('a', [
        { type: 'variable_insert', variable: 'premier', defaultValue: 'A' },
        { type: 'redirection', redirection_block: 'second' },
      ]),
      buildBlock('b', [
        { type: 'variable_insert', variable: 'premier', defaultValue: 'B' },
        { type: 'redirection', redirection_block: 'second' },
      ]),
      buildBlock('second', [
        {
          type: 'split',
          branches: [
            { block: 'c', weight: 50 },
            { block: 'd', weight: 50 },
          ],
        },
      ]),
      buildBlock('c', [{ type: 'text', message: '{{premier}}C' }]),
      buildBlock('d', [{ type: 'text', message: '{{premier}}D' }]),
    ];
    const pairs = new Set<string>();
    for (let n = 0; n < 40; n += 1) pairs.add(texts(startAs(blocks, `user-${n}`))[0] ?? '');
    expect([...pairs].sort()).toEqual(['AC', 'AD', 'BC', 'BD']);
  });

  it('a branch to the human agent hands over; to a missing block ends the turn', () => {
    const outcomes = new Set<string>();
    for (let n = 0; n < 20; n += 1) {
      const output = startAs(
        bot(
          abTest([
            { block: AGENT_REDIRECTION, weight: 50 },
            { block: 'a', weight: 50 },
          ]),
        ),
        `user-${n}`,
      );
      if (output.effects.some((effect) => effect.kind === 'handover')) {
        expect(output.messages).toEqual([]);
        outcomes.add('agent');
      } else outcomes.add(texts(output).join());
    }
    expect([...outcomes].sort()).toEqual(['Version A', 'agent']);
    const onlyAgent = startAs(
      bot(
        abTest([
          { block: AGENT_REDIRECTION, weight: 100 },
          { block: AGENT_REDIRECTION, weight: 100 },
        ]),
      ),
      'u',
    );
    expect(onlyAgent.effects).toEqual([{ kind: 'handover' }]);
    const missing = startAs(
      bot(
        abTest([
          { block: 'gone', weight: 1 },
          { block: 'gone', weight: 1 },
        ]),
      ),
      'u',
    );
    expect(missing.messages).toEqual([]);
    expect(missing.log).toContain('split to unknown block "gone": turn ended');
  });

  it('a branch without a block is a draft: skipped, the flow goes on', () => {
    const output = startAs(
      bot(
        abTest([
          { block: 'a', weight: 50 },
          { block: '', weight: 50 },
        ]),
      ),
      'u',
    );
    expect(texts(output)).toEqual(['jamais']);
    expect(output.skipped).toMatchObject([
      { type: 'split', problems: ['La branche 2 du test A/B ne mène à aucun bloc.'] },
    ]);
  });

  it('logs when the runtime gave no end-user id', () => {
    const output = startAs(bot(abTest(fiftyFifty)));
    expect(texts(output)).toHaveLength(1);
    expect(output.log.join('\n')).toMatch(/no id_user/);
  });
});
