import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { type ConditionRow, conditionSummary, conditionsJson } from './conditionSummary';

const row = (attribute: string, value: string, operator: '&&' | '||' = '&&'): ConditionRow => ({
  key: attribute,
  attribute,
  comparison: '=',
  value,
  operator,
});

describe('condition summary', () => {
  it('shows at most two conditions joined by ET, then a count of the others', () => {
    expect(conditionSummary([row('city', 'Dakar')])).toBe('city = Dakar');
    expect(conditionSummary([row('city', 'Dakar'), row('interest', 'pagnes')])).toBe(
      'city = Dakar ET interest = pagnes',
    );
    expect(
      conditionSummary([row('city', 'Dakar'), row('interest', 'pagnes'), row('a', '1'), row('b', '2')]),
    ).toBe('city = Dakar ET interest = pagnes + 2 autres');
  });

  it('joins and counts in the language shown', async () => {
    await switchLanguage('en');
    const rows = [row('city', 'Dakar'), row('interest', 'pagnes'), row('a', '1')];
    expect(conditionSummary(rows)).toBe('city = Dakar AND interest = pagnes + 1 other');
    expect(conditionSummary([...rows, row('b', '2')])).toBe('city = Dakar AND interest = pagnes + 2 others');
    await switchLanguage('fr');
    expect(conditionSummary(rows)).toBe('city = Dakar ET interest = pagnes + 1 autre');
  });

  afterEach(() => switchLanguage('fr'));

  it('sends complete rows only, the last without an operator', () => {
    expect(
      JSON.parse(conditionsJson([row('city', 'Dakar', '||'), row('interest', ''), row('a', '1')])),
    ).toEqual([
      { idvariable: 'city', comparison: '=', value: 'Dakar', operator: '||' },
      { idvariable: 'a', comparison: '=', value: '1', operator: null },
    ]);
  });
});
