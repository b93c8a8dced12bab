import { describe, expect, it } from 'vitest';
import { variableGroups } from './variableGroups';

const variables = [
  { id: 'ville', slug: 'Ville', type: 'text' },
  { id: 'first_name', slug: 'first_name', type: 'global' },
];

describe('variableGroups', () => {
  it('groups declared then global variables and keeps an unknown current one', () => {
    expect(variableGroups(variables, '')).toEqual([
      { group: 'Variables du chatbot', items: [{ value: 'ville', label: 'Ville ({{ville}})' }] },
      { group: 'Variables globales', items: [{ value: 'first_name', label: '{{first_name}}' }] },
    ]);
    expect(variableGroups(variables, 'old', false).map((group) => group.group)).toEqual([
      'Variables du chatbot',
      'Inconnue',
    ]);
  });
});
