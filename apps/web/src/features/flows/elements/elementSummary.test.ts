import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import { flowElementSchema } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { createElement } from './elementCatalog';
import { elementSummary } from './elementSummary';

const nameOf = (id: string) => (id === 'menu-abc123' ? 'Menu' : id);

describe('elementSummary', () => {
  it('summarises each type in French', () => {
    expect(elementSummary({ type: 'text', message: 'Bonjour', preview_url: true }, nameOf)).toBe(
      '7 caractère(s)',
    );
    expect(elementSummary({ type: 'redirection', redirection_block: 'menu-abc123' }, nameOf)).toBe(
      'Vers Menu',
    );
    expect(elementSummary({ type: 'delay', timmer: '2.5' }, nameOf)).toBe('Pause de 2.5 s');
    expect(elementSummary({ type: 'image', link: 'http://h/api/public/a/b.png' }, nameOf)).toBe(
      'Fichier joint',
    );
    expect(
      elementSummary(
        {
          type: 'condition',
          rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
          join: 'and',
          true_block: 'menu-abc123',
        },
        nameOf,
      ),
    ).toBe('ville est égal à Dakar → Menu');
    expect(elementSummary({ type: 'wait_until', days: 2, at: '09:00', cancel_on_reply: true }, nameOf)).toBe(
      'Dans 2 jours à 09:00',
    );
  });
});

describe('createElement', () => {
  it('creates, for every type, an element the server schema accepts', () => {
    for (const type of ELEMENT_TYPES) {
      const element = createElement(type, { defaultTarget: 'menu-abc123' });
      expect(flowElementSchema.safeParse(element).success, type).toBe(true);
      expect(elementSummary(element, nameOf)).not.toBe('');
    }
  });

  it('starts the decisions as drafts: one empty rule joined by ET, two 50/50 branches, a day’s wait', () => {
    const context = { defaultTarget: 'menu-abc123' };
    expect(createElement('condition', context)).toEqual({
      type: 'condition',
      rules: [{ variable: '', operator: 'eq', value: '' }],
      join: 'and',
      true_block: '',
    });
    expect(createElement('split', context)).toEqual({
      type: 'split',
      branches: [
        { block: '', weight: 50 },
        { block: '', weight: 50 },
      ],
    });
    expect(createElement('wait_until', context)).toEqual({
      type: 'wait_until',
      days: 1,
      cancel_on_reply: true,
    });
  });
});
