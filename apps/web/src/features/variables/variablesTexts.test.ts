import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { globalVariableInfo } from './globalVariableInfo';
import { variablesTexts as t } from './variablesTexts';
import { variableTypeInfo } from './variableTypes';

describe('the variables screen’s texts', () => {
  afterEach(() => switchLanguage('fr'));

  it('count, number and describe variables in French, English and Spanish', async () => {
    expect(t.count({ count: 1 })).toBe('1 variable');
    expect(t.count({ count: 4 })).toBe('4 variables');
    expect(t.card({ number: 2 })).toBe('Variable #2');
    expect(variableTypeInfo('tel_sen').label).toBe('Téléphone Sénégal');
    expect(variableTypeInfo('number')).toEqual({
      label: 'Nombre',
      description: 'Un nombre : âge, montant, quantité… se compare avec >, <, ≥, ≤',
    });
    await switchLanguage('en');
    expect(t.count({ count: 4 })).toBe('4 variables');
    expect(t.remove({ number: 2 })).toBe('Delete variable #2');
    expect(variableTypeInfo('location').description).toBe('Latitude and longitude');
    expect(globalVariableInfo('order_amount')).toBe('Order amount');
    expect(variableTypeInfo('number').label).toBe('Number');
    await switchLanguage('es');
    expect(t.count({ count: 1 })).toBe('1 variable');
    expect(t.count({ count: 3 })).toBe('3 variables');
    expect(variableTypeInfo('any_type').label).toBe('Cualquier tipo');
    expect(variableTypeInfo('number').label).toBe('Número');
  });
});
