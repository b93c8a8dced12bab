import { describe, expect, it } from 'vitest';
import { buildBlock } from '../test/playgroundTestData';
import { incompleteBlocks, treeWithBlock } from './incompleteBlocks';

describe('incompleteBlocks', () => {
  const tree = {
    mainblocks: {
      welcome: buildBlock({
        idblock: 'welcome-aaaaaa',
        category: 'welcome',
        flow: [{ type: 'text', message: '' }],
      }),
      default: buildBlock({
        idblock: 'default-bbbbbb',
        category: 'default',
        flow: [{ type: 'text', message: 'Oui' }],
      }),
      commerce: null,
    },
    blocks: [
      buildBlock({
        idblock: 'promo-cccccc',
        flow: [
          { type: 'image', link: '' },
          { type: 'delay', timmer: '2' },
        ],
      }),
    ],
  };

  it('names the blocks holding an element that cannot be sent', () => {
    expect([...incompleteBlocks(tree)]).toEqual(['welcome-aaaaaa', 'promo-cccccc']);
  });

  it('follows a saved copy of a block', () => {
    const fixed = treeWithBlock(
      tree,
      buildBlock({
        idblock: 'welcome-aaaaaa',
        category: 'welcome',
        flow: [{ type: 'text', message: 'Bonjour' }],
      }),
    );
    expect([...incompleteBlocks(fixed)]).toEqual(['promo-cccccc']);
    expect(fixed.blocks).toEqual(tree.blocks);
  });
});
