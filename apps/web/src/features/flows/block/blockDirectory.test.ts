import type { Block } from '@griot/contract/flows/flowSchemas';
import { describe, expect, it } from 'vitest';
import { blockKind, buildBlockDirectory, searchEntries } from './blockDirectory';

function block(overrides: Partial<Block>): Block {
  return {
    _id: 'x',
    idblock: 'bloc-abc123',
    idbot: 'bot',
    blockname: '',
    type: 'standard',
    category: 'standard',
    flow: [],
    jarvis: false,
    revision: 1,
    update_date: '2026-01-01',
    ...overrides,
  };
}

describe('buildBlockDirectory', () => {
  const tree = {
    mainblocks: {
      welcome: block({ idblock: 'welcome-1', blockname: 'Accueil', type: 'starter', category: 'welcome' }),
      default: block({ idblock: 'default-1', type: 'default_block', category: 'default' }),
      commerce: null,
    },
    blocks: [block({ idblock: 'menu-aaaaaa', blockname: 'Menu' }), block({ idblock: 'vide-bbbbbb' })],
  };

  it('labels the primary blocks and names standard ones by name or idblock', () => {
    const directory = buildBlockDirectory(tree);
    expect(directory.main.map((entry) => entry.label)).toEqual(['Welcome Flow', 'Default Flow']);
    expect(directory.main[1]?.displayName).toBe('default-1');
    expect(directory.standard.map((entry) => entry.label)).toEqual(['Menu', 'vide-bbbbbb']);
    expect(directory.byId.get('welcome-1')?.displayName).toBe('Accueil');
  });

  it('searches labels, names and ids', () => {
    const { main, standard } = buildBlockDirectory(tree);
    expect(searchEntries([...main, ...standard], 'men').map((entry) => entry.block.idblock)).toEqual([
      'menu-aaaaaa',
    ]);
    expect(searchEntries(main, 'accueil')).toHaveLength(1);
    expect(searchEntries(main, ' ')).toHaveLength(2);
  });
});

describe('blockKind', () => {
  it('keeps the primary types and sends the rest to blocks', () => {
    expect(blockKind('starter')).toBe('starter');
    expect(blockKind('default_block')).toBe('default_block');
    expect(blockKind('commerce_point')).toBe('commerce_point');
    expect(blockKind('standard')).toBe('blocks');
    expect(blockKind('blocks')).toBe('blocks');
  });
});
