import { describe, expect, it } from 'vitest';
import { filterSuggestions, insertAt, insertVariable, suggestionQuery } from './variableSuggestion';

describe('variable suggestions', () => {
  it('opens on {{ and reads what follows up to the caret', () => {
    expect(suggestionQuery('Bonjour {{fir', 13)).toEqual({ start: 8, query: 'fir' });
    expect(suggestionQuery('Bonjour {{', 10)).toEqual({ start: 8, query: '' });
    expect(suggestionQuery('Bonjour {{first_name}} !', 24)).toBeNull();
    expect(suggestionQuery('Bonjour', 7)).toBeNull();
  });

  it('filters by id or display name and inserts the chosen one', () => {
    const variables = [
      { id: 'first_name', slug: 'Prénom' },
      { id: 'ville', slug: 'Ville' },
    ];
    expect(filterSuggestions(variables, 'vil').map((v) => v.id)).toEqual(['ville']);
    expect(filterSuggestions(variables, 'pré').map((v) => v.id)).toEqual(['first_name']);
    const text = 'Salut {{fi !';
    expect(insertVariable(text, { start: 6, query: 'fi' }, 10, 'first_name')).toEqual({
      text: 'Salut {{first_name}} !',
      caret: 20,
    });
    expect(insertAt('ab', 1, '😀')).toEqual({ text: 'a😀b', caret: 3 });
  });
});
