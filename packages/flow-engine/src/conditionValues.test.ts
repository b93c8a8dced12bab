import { describe, expect, it } from 'vitest';
import { foldText, isBlank, parseLocaleNumber } from './conditionValues';

describe('parseLocaleNumber', () => {
  it('reads French and English decimals, signs and grouped thousands', () => {
    expect(parseLocaleNumber('12,5')).toBe(12.5);
    expect(parseLocaleNumber('12.5')).toBe(12.5);
    expect(parseLocaleNumber(' 42 ')).toBe(42);
    expect(parseLocaleNumber('1 000')).toBe(1000);
    expect(parseLocaleNumber('1\u00a0000')).toBe(1000);
    expect(parseLocaleNumber('1\u202f000')).toBe(1000);
    expect(parseLocaleNumber('1 250 000,75')).toBe(1250000.75);
    expect(parseLocaleNumber('1,000,000')).toBe(1000000);
    expect(parseLocaleNumber('1,000.50')).toBe(1000.5);
    expect(parseLocaleNumber('1.000.000')).toBe(1000000);
    expect(parseLocaleNumber('1.000,50')).toBe(1000.5);
    expect(parseLocaleNumber('-3')).toBe(-3);
    expect(parseLocaleNumber('+4')).toBe(4);
    expect(parseLocaleNumber('\u22122,5')).toBe(-2.5);
    expect(parseLocaleNumber(',5')).toBe(0.5);
  });

  it('refuses what a customer would not call a number', () => {
    for (const text of [
      '',
      '  ',
      'abc',
      '1e3',
      '0x10',
      '12 5',
      '1 00',
      '12,',
      '1,2,3',
      '--3',
      '+',
      '3 €',
      'Infinity',
      'NaN',
    ])
      expect(parseLocaleNumber(text), text).toBeUndefined();
  });
});

describe('foldText', () => {
  it('drops case, accents and surrounding spaces', () => {
    expect(foldText('Dakar')).toBe(foldText('dakar '));
    expect(foldText('DAKAR')).toBe('dakar');
    expect(foldText('Thiès')).toBe('thies');
    expect(foldText('  ÉLÈVE Œuvre  ')).toBe('eleve œuvre');
    expect(foldText('Ziguinchor')).not.toBe(foldText('Dakar'));
  });

  it('calls blank what holds only spaces', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
