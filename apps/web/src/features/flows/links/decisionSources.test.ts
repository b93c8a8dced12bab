import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { decisionSources } from './decisionSources';

describe('decisionSources', () => {
  afterEach(() => switchLanguage('fr'));

  it('names what leads from a condition and a split to each block', async () => {
    const flow = [
      { type: 'redirection' as const, redirection_block: 'menu-aaaaaa' },
      {
        type: 'condition' as const,
        rules: [{ variable: 'ville', operator: 'eq' as const, value: 'Dakar' }],
        join: 'and' as const,
        true_block: 'livraison-bbbbbb',
        false_block: 'retrait-cccccc',
      },
      {
        type: 'split' as const,
        branches: [
          { block: 'livraison-bbbbbb', weight: 1 },
          { block: 'menu-aaaaaa', weight: 3 },
        ],
      },
    ];
    expect(Object.fromEntries(decisionSources(flow))).toEqual({
      'livraison-bbbbbb': ['Condition : si vrai', 'Test A/B 25 %'],
      'retrait-cccccc': ['Condition : sinon'],
      'menu-aaaaaa': ['Test A/B 75 %'],
    });
    await switchLanguage('en');
    expect(decisionSources(flow).get('retrait-cccccc')).toEqual(['Condition: otherwise']);
  });
});
