import type { ConditionRule } from '@griot/contract/flows/logicElementSchemas';
import { describe, expect, it } from 'vitest';
import type { EngineVariable } from './engineTypes';
import { evaluateCondition, evaluateRule } from './evaluateCondition';
import { newSession } from './sessionState';
import { createTurn } from './turnContext';

const declared: EngineVariable[] = [
  { id: 'ville', slug: 'Ville', type: 'text' },
  { id: 'montant', slug: 'Montant', type: 'number' },
  { id: 'code', slug: 'Code', type: 'any_type' },
  { id: 'tel', slug: 'Téléphone', type: 'tel_sen' },
  { id: 'seuil', slug: 'Seuil', type: 'number' },
  { id: 'absente', slug: 'Absente', type: 'text' },
];

function turnWith(values: Record<string, string>, globals: Record<string, string> = {}) {
  return createTurn(
    { blocks: [], variables: declared, session: null, event: { type: 'start' }, globals },
    { ...newSession(), variables: values },
  );
}

/** Whether one rule holds for these variables (and globals). */
function holds(
  variable: string,
  operator: ConditionRule['operator'],
  value: ConditionRule['value'],
  values: Record<string, string>,
  globals: Record<string, string> = {},
): boolean {
  return evaluateRule(turnWith(values, globals), { variable, operator, value });
}

describe('evaluateRule: text variables', () => {
  const city = (operator: ConditionRule['operator'], value: ConditionRule['value'], ville = 'Thiès') =>
    holds('ville', operator, value, { ville });

  it('eq / ne ignore case, accents and surrounding spaces', () => {
    expect(city('eq', 'thies')).toBe(true);
    expect(city('eq', ' THIES ')).toBe(true);
    expect(city('eq', 'Dakar', 'dakar ')).toBe(true);
    expect(city('eq', 'Dakar', 'DAKAR')).toBe(true);
    expect(city('eq', 'Dakar')).toBe(false);
    expect(city('ne', 'Dakar')).toBe(true);
    expect(city('ne', 'THIÈS')).toBe(false);
  });

  it('contains and starts_with fold the same way', () => {
    expect(city('contains', 'IÈ')).toBe(true);
    expect(city('contains', 'dak')).toBe(false);
    expect(city('starts_with', 'th')).toBe(true);
    expect(city('starts_with', 'hi')).toBe(false);
  });

  it('compares numbers written in a text variable as texts, and gives them no order', () => {
    expect(city('eq', '12.5', '12,5')).toBe(false);
    expect(city('eq', '12,5', '12,5')).toBe(true);
    const turn = turnWith({ ville: '20' });
    expect(evaluateRule(turn, { variable: 'ville', operator: 'gt', value: '10' })).toBe(false);
    expect(evaluateRule(turn, { variable: 'ville', operator: 'lte', value: '30' })).toBe(false);
    expect(turn.log.join('\n')).toMatch(/no order/);
  });

  it('set / empty: a non-blank value, or blank or unset', () => {
    expect(city('set', undefined)).toBe(true);
    expect(city('empty', undefined)).toBe(false);
    expect(city('set', undefined, '   ')).toBe(false);
    expect(city('empty', undefined, '  ')).toBe(true);
    expect(holds('absente', 'empty', undefined, {})).toBe(true);
    expect(holds('absente', 'set', undefined, {})).toBe(false);
  });

  it('in: equal to one value of the list, folded', () => {
    expect(city('in', ['Dakar', 'THIES', 'Saint-Louis'])).toBe(true);
    expect(city('in', ['Dakar', 'Saint-Louis'])).toBe(false);
    expect(city('in', ['', ' '], '')).toBe(false);
  });

  it('reads an unset variable as empty text', () => {
    expect(holds('absente', 'eq', '', {})).toBe(true);
    expect(holds('absente', 'eq', 'Dakar', {})).toBe(false);
    expect(holds('absente', 'ne', 'Dakar', {})).toBe(true);
    expect(holds('absente', 'contains', 'a', {})).toBe(false);
  });

  it('compares other declared types (tel_sen) as text', () => {
    expect(holds('tel', 'starts_with', '77', { tel: ' 771234567' })).toBe(true);
    expect(holds('tel', 'gt', '1', { tel: '771234567' })).toBe(false);
  });
});

describe('evaluateRule: number variables', () => {
  const amount = (operator: ConditionRule['operator'], value: ConditionRule['value'], montant: string) =>
    holds('montant', operator, value, { montant });

  it('compares as numbers whatever the writing: comma, point, spaces, signs', () => {
    expect(amount('eq', '12.5', '12,5')).toBe(true);
    expect(amount('eq', '1000', '1 000')).toBe(true);
    expect(amount('eq', '1\u202f000', '1000')).toBe(true);
    expect(amount('eq', '12.50', '12,5')).toBe(true);
    expect(amount('ne', '12', '12,0')).toBe(false);
    expect(amount('gt', '9', '10')).toBe(true);
    expect(amount('gt', '10', '10')).toBe(false);
    expect(amount('gte', '10', '10')).toBe(true);
    expect(amount('lt', '0', '-3')).toBe(true);
    expect(amount('lte', '+4', '4')).toBe(true);
    expect(amount('lt', '1 000', '999,99')).toBe(true);
  });

  it('a value that is no number makes the rule false (logged), but ≠ true', () => {
    for (const operator of ['eq', 'gt', 'lt', 'gte', 'lte'] as const) {
      expect(amount(operator, '10', 'beaucoup')).toBe(false);
      expect(amount(operator, '10', '1e3')).toBe(false);
    }
    expect(amount('ne', '10', 'beaucoup')).toBe(true);
    expect(amount('ne', 'dix', '10')).toBe(true);
    expect(amount('eq', '', '')).toBe(false);
    const turn = turnWith({ montant: 'beaucoup' });
    evaluateRule(turn, { variable: 'montant', operator: 'gt', value: '5' });
    expect(turn.log.join('\n')).toMatch(/"beaucoup" or "5" is not a number: false/);
  });

  it('an unset number is empty, and is no number', () => {
    expect(holds('montant', 'empty', undefined, {})).toBe(true);
    expect(holds('montant', 'set', undefined, {})).toBe(false);
    expect(holds('montant', 'gt', '0', {})).toBe(false);
    expect(holds('montant', 'ne', '0', {})).toBe(true);
  });

  it('in: numbers for numbers, the list items that are not numbers ignored', () => {
    expect(amount('in', ['5', '10,0', '15'], '10')).toBe(true);
    expect(amount('in', ['5', 'dix'], '10')).toBe(false);
    expect(amount('in', ['1 000'], '1000')).toBe(true);
    expect(amount('in', ['10'], 'dix')).toBe(false);
  });

  it('contains / starts_with read the written text', () => {
    expect(amount('starts_with', '12', '125')).toBe(true);
    expect(amount('contains', '25', '125')).toBe(true);
  });

  it('order_amount, a global, compares as a number', () => {
    expect(holds('order_amount', 'gte', '10 000', {}, { order_amount: '15000' })).toBe(true);
    expect(holds('order_amount', 'gt', '10000,5', {}, { order_amount: '10 000' })).toBe(false);
    expect(holds('order_amount', 'eq', '15000', {}, { order_amount: '15 000' })).toBe(true);
  });
});

describe('evaluateRule: any_type (a request result)', () => {
  const code = (operator: ConditionRule['operator'], value: ConditionRule['value'], codeValue: string) =>
    holds('code', operator, value, { code: codeValue });

  it('compares as numbers when both sides are numbers', () => {
    expect(code('eq', '12.5', '12,5')).toBe(true);
    expect(code('gt', '9', '10')).toBe(true);
    expect(code('in', ['10.0'], '10')).toBe(true);
  });

  it('compares as folded text otherwise, and has no order for texts', () => {
    expect(code('eq', 'vip', 'VIP ')).toBe(true);
    expect(code('ne', 'vip', 'Standard')).toBe(true);
    expect(code('eq', '10', 'dix')).toBe(false);
    expect(code('gt', '10', 'dix')).toBe(false);
    expect(code('in', ['gold', 'VIP'], 'vip')).toBe(true);
  });
});

describe('evaluateRule: globals and interpolated values', () => {
  it('reads a global by name as text', () => {
    expect(holds('first_name', 'eq', 'awa', {}, { first_name: 'Awa' })).toBe(true);
    expect(holds('phone_number', 'starts_with', '221', {}, { phone_number: '221771234567' })).toBe(true);
    expect(holds('last_name', 'empty', undefined, {}, {})).toBe(true);
  });

  it('fills {{variables}} in the value first, in lists too', () => {
    expect(holds('ville', 'eq', '{{Ville}}', { ville: 'Dakar' })).toBe(true);
    expect(holds('montant', 'gt', '{{seuil}}', { montant: '150', seuil: '100' })).toBe(true);
    expect(holds('montant', 'gt', '{{seuil}}', { montant: '50', seuil: '100' })).toBe(false);
    expect(holds('ville', 'in', ['{{first_name}}', 'Thiès'], { ville: 'awa' }, { first_name: 'Awa' })).toBe(
      true,
    );
    expect(holds('ville', 'contains', '{{inconnue}}', { ville: 'Dakar' })).toBe(true);
  });

  it('treats a list given to a single-value operator as false', () => {
    expect(holds('ville', 'eq', ['Dakar'], { ville: 'Dakar' })).toBe(false);
    expect(holds('ville', 'in', 'Dakar', { ville: 'Dakar' })).toBe(false);
  });
});

describe('evaluateCondition: ET / OU', () => {
  const condition = (join: 'and' | 'or', rules: ConditionRule[]) => ({
    type: 'condition' as const,
    rules,
    join,
    true_block: 'oui',
  });
  const dakar: ConditionRule = { variable: 'ville', operator: 'eq', value: 'Dakar' };
  const big: ConditionRule = { variable: 'montant', operator: 'gte', value: '10000' };

  it('and: every rule; or: any rule', () => {
    const both = turnWith({ ville: 'dakar', montant: '15 000' });
    const one = turnWith({ ville: 'Thiès', montant: '15 000' });
    const none = turnWith({ ville: 'Thiès', montant: '500' });
    expect(evaluateCondition(both, condition('and', [dakar, big]))).toBe(true);
    expect(evaluateCondition(one, condition('and', [dakar, big]))).toBe(false);
    expect(evaluateCondition(one, condition('or', [dakar, big]))).toBe(true);
    expect(evaluateCondition(none, condition('or', [dakar, big]))).toBe(false);
  });
});
