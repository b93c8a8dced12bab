import { describe, expect, it } from 'vitest';
import { holdsNumbers, operatorsFor, withOperator, withVariable } from './conditionRules';

const variables = [
  { id: 'ville', type: 'text' },
  { id: 'age', type: 'number' },
  { id: 'resultat', type: 'any_type' },
  { id: 'order_amount', type: 'global' },
  { id: 'first_name', type: 'global' },
];

describe('the condition rules', () => {
  it('offer >, <, ≥, ≤ only for the variables that hold numbers, as the save checks', () => {
    expect(['age', 'resultat', 'order_amount'].map((id) => holdsNumbers(id, variables))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['ville', 'first_name', 'inconnue', ''].map((id) => holdsNumbers(id, variables))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(operatorsFor('ville', variables)).toEqual([
      'eq',
      'ne',
      'contains',
      'starts_with',
      'set',
      'empty',
      'in',
    ]);
    expect(operatorsFor('age', variables)).toHaveLength(11);
  });

  it('reshape the value with the operator: a list for in, none for set and empty', () => {
    const rule = { variable: 'ville', operator: 'eq' as const, value: 'Dakar' };
    const listed = withOperator(rule, 'in');
    expect(listed).toEqual({ variable: 'ville', operator: 'in', value: ['Dakar'] });
    expect(withOperator(listed, 'contains')).toEqual({
      variable: 'ville',
      operator: 'contains',
      value: 'Dakar',
    });
    expect(withOperator(rule, 'set')).toEqual({ variable: 'ville', operator: 'set' });
    expect(withOperator({ variable: 'ville', operator: 'empty' }, 'ne')).toEqual({
      variable: 'ville',
      operator: 'ne',
      value: '',
    });
    expect(withOperator({ variable: 'ville', operator: 'eq', value: '' }, 'in')).toEqual({
      variable: 'ville',
      operator: 'in',
      value: [],
    });
  });

  it('fall back to « est égal à » when the new variable holds text', () => {
    const rule = { variable: 'age', operator: 'gte' as const, value: '18' };
    expect(withVariable(rule, 'resultat', variables)).toEqual({ ...rule, variable: 'resultat' });
    expect(withVariable(rule, 'ville', variables)).toEqual({
      variable: 'ville',
      operator: 'eq',
      value: '18',
    });
  });
});
