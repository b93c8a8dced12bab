import { describe, expect, it } from 'vitest';
import { isSilentBlock, mainPath, type PathBlock } from './mainPath';

const buttons = (...targets: string[]) => [
  {
    type: 'text_button',
    id_element: 'b',
    message: 'Choix',
    buttons: targets.map((id) => ({ id, title: id })),
  },
];

function block(block_id: string, reached: number, flow: unknown[] = [], category = 'standard'): PathBlock {
  return { block_id, name: block_id.toUpperCase(), category, flow, reached };
}

describe('mainPath', () => {
  it('follows, from the welcome block, the linked block most conversations reached', () => {
    const path = mainPath([
      block('offres', 30, buttons('panier')),
      block('starter', 100, buttons('infos', 'offres'), 'welcome'),
      block('infos', 20),
      block('panier', 12),
    ]);
    expect(path).toEqual([
      { block_id: 'starter', name: 'STARTER', reached: 100 },
      { block_id: 'offres', name: 'OFFRES', reached: 30 },
      { block_id: 'panier', name: 'PANIER', reached: 12 },
    ]);
  });

  it('stops before a loop back, at a dead end and before blocks nobody reached', () => {
    expect(
      mainPath([
        block('starter', 10, buttons('a'), 'welcome'),
        block('a', 8, [{ type: 'redirection', id_element: 'r', redirection_block: 'starter' }]),
      ]).map((step) => step.block_id),
    ).toEqual(['starter', 'a']);
    expect(
      mainPath([block('starter', 10, buttons('jamais'), 'welcome'), block('jamais', 0)]).map(
        (step) => step.block_id,
      ),
    ).toEqual(['starter']);
    expect(mainPath([block('starter', 5, buttons('absent'), 'welcome')])).toHaveLength(1);
  });

  it('keeps the first link on a tie and has no path without a welcome block', () => {
    const path = mainPath([block('starter', 10, buttons('b', 'a'), 'welcome'), block('a', 4), block('b', 4)]);
    expect(path.map((step) => step.block_id)).toEqual(['starter', 'b']);
    expect(mainPath([block('a', 3)])).toEqual([]);
  });

  it('looks through a block that sends nothing (an A/B test on its own) to the blocks it leads to', () => {
    const split = [
      {
        type: 'split',
        id_element: 's',
        branches: [
          { block: 'classique', weight: 50 },
          { block: 'nouveau', weight: 50 },
        ],
      },
    ];
    const redirect = (target: string) => [
      { type: 'text', id_element: 't', message: 'Bienvenue' },
      { type: 'redirection', id_element: 'r', redirection_block: target },
    ];
    const path = mainPath([
      block('accueil', 165, redirect('menu'), 'welcome'),
      block('menu', 0, split),
      block('classique', 120, buttons('accueil')),
      block('nouveau', 45),
    ]);
    expect(path.map((step) => step.block_id)).toEqual(['accueil', 'classique']);
    expect(isSilentBlock(split)).toBe(true);
    expect(isSilentBlock(redirect('menu'))).toBe(false);
    expect(isSilentBlock([])).toBe(false);
  });
});
