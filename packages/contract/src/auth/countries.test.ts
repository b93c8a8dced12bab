import { describe, expect, it } from 'vitest';
import { isKnownCountry, listCountries } from './countries';

describe('listCountries', () => {
  it('lists about 240 countries with French names and dial codes', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThanOrEqual(235);
    expect(countries.find((country) => country.code === 'SN')).toEqual({
      code: 'SN',
      name: 'Sénégal',
      dialCode: '+221',
    });
    expect(countries.find((country) => country.code === 'CI')?.name).toBe('Côte d’Ivoire');
    expect(countries.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
  });

  it('sorts by French name, accents included', () => {
    const names = listCountries().map((country) => country.name);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Équateur'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Dominique'));
  });

  it('knows which codes exist', () => {
    expect(isKnownCountry('SN')).toBe(true);
    expect(isKnownCountry('ZZ')).toBe(false);
  });
});
