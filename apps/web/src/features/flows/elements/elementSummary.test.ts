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
});
