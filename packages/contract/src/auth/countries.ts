import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** French name, e.g. 'Sénégal'. */
  name: string;
  /** '+221'. */
  dialCode: string;
}

let cache: Country[] | undefined;

/**
 * Every country with a dial code (about 245), named in French and sorted as a French reader
 * expects. Names come from the platform's Intl data (ICU) rather than a bundled table.
 */
export function listCountries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['fr'], { type: 'region' });
  const collator = new Intl.Collator('fr');
  cache = getCountries()
    .map((code: CountryCode) => ({
      code,
      name: names.of(code) ?? code,
      dialCode: `+${getCountryCallingCode(code)}`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return cache;
}

export function isKnownCountry(code: string): boolean {
  return listCountries().some((country) => country.code === code);
}
