import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { describe, expect, it } from 'vitest';
import { blockLinks } from './blockLinks';
import { largeChatbot } from './test/largeChatbot';

describe('blockLinks', () => {
  it("labels a button's link by its title, and follows redirect_to rather than the button's target", () => {
    const links = blockLinks([
      {
        type: 'text_button',
        message: 'Livraison ?',
        buttons: [
          { id: 'livraison', title: 'Oui' },
          { id: 'menu', title: 'Non', payload: '{{choix}}=non&redirect_to=retrait' },
          { id: 'vide', title: '' },
        ],
      },
    ]);
    expect(links).toEqual([
      { target: 'livraison', label: { kind: 'button', title: 'Oui' } },
      { target: 'retrait', label: { kind: 'button', title: 'Non' } },
      { target: 'vide', label: { kind: 'button', title: '' } },
    ]);
  });

  it('labels list rows, redirections and both sides of a condition; skips a draft target', () => {
    const links = blockLinks([
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Produits' },
          action: { button: 'Voir', sections: [{ title: 'A', rows: [{ id: 'pagne', title: 'Pagne' }] }] },
        },
      },
      { type: 'condition', rules: [], join: 'and', true_block: 'livraison', false_block: 'retrait' },
      { type: 'condition', rules: [], join: 'and', true_block: '' },
      { type: 'redirection', redirection_block: 'agent' },
    ]);
    expect(links).toEqual([
      { target: 'pagne', label: { kind: 'listRow', title: 'Pagne' } },
      { target: 'livraison', label: { kind: 'conditionTrue' } },
      { target: 'retrait', label: { kind: 'conditionFalse' } },
      { target: 'agent', label: { kind: 'redirection' } },
    ]);
  });

  it('gives each split branch its share of the weights, in percent', () => {
    const links = blockLinks([
      {
        type: 'split',
        branches: [
          { block: 'a', weight: 1 },
          { block: 'b', weight: 1 },
          { block: 'c', weight: 1 },
        ],
      },
      {
        type: 'split',
        branches: [
          { block: 'd', weight: 70 },
          { block: '', weight: 30 },
        ],
      },
    ]);
    expect(links.map((link) => [link.target, link.label])).toEqual([
      ['a', { kind: 'split', percent: 33 }],
      ['b', { kind: 'split', percent: 33 }],
      ['c', { kind: 'split', percent: 33 }],
      ['d', { kind: 'split', percent: 70 }],
    ]);
  });

  it('keeps a link outboundLinks finds in an element it does not read, labelled by its type', () => {
    const links = blockLinks([{ type: 'carousel', buttons: [{ id: 'suite', title: 'Suite' }] }]);
    expect(links).toEqual([{ target: 'suite', label: { kind: 'other', sourceType: 'carousel' } }]);
  });

  it('names every target outboundLinks names, but the buttons a redirect_to overrides', () => {
    for (const block of largeChatbot(120)) {
      const mine = new Set(blockLinks(block.flow).map((link) => link.target));
      for (const link of outboundLinks(block.flow)) expect(mine.has(link.target)).toBe(true);
    }
  });
});
