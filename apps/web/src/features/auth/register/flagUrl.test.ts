import { listCountries } from '@griot/contract/auth/countries';
import { describe, expect, it } from 'vitest';
import { flagUrl } from './flagUrl';

describe('flagUrl', () => {
  it('finds a flag for every country of the registration list', () => {
    const missing = listCountries().filter((country) => !flagUrl(country.code));
    expect(missing).toEqual([]);
  });

  it('answers undefined for an unknown code and ignores case', () => {
    expect(flagUrl('sn')).toBe(flagUrl('SN'));
    expect(flagUrl('ZZ')).toBeUndefined();
  });
});
