import { describe, expect, it } from 'vitest';
import { slugFromId } from './slugFromId';

describe('slugFromId', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(slugFromId('user_name')).toBe('User Name');
    expect(slugFromId('age')).toBe('Age');
    expect(slugFromId('adresse_de_livraison')).toBe('Adresse De Livraison');
  });

  it('keeps the capitals already typed and the digits', () => {
    expect(slugFromId('orderID_2')).toBe('OrderID 2');
  });

  it('drops leading, trailing and doubled underscores', () => {
    expect(slugFromId('_user__name_')).toBe('User Name');
    expect(slugFromId('')).toBe('');
    expect(slugFromId('___')).toBe('');
  });
});
