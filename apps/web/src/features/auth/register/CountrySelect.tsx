import type { Country } from '@griot/contract/auth/countries';
import { listCountries } from '@griot/contract/auth/countries';
import { type DisplayLanguage, INTL_LOCALES } from '@griot/i18n/languages';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useDisplayLanguage, useTexts } from '../../../lib/i18n/useTexts';
import { CountryFlag } from './CountryFlag';
import { registerTexts } from './registerTexts';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** Searchable list of about 245 countries: flag, name in the language shown, dial code. */
export function CountrySelect({ value, onChange, error }: CountrySelectProps) {
  const t = useTexts(registerTexts);
  const language = useDisplayLanguage();
  const countries = useMemo(
    () => new Map(countriesIn(language).map((country) => [country.code, country])),
    [language],
  );
  const data = useMemo(
    () =>
      [...countries.values()].map((country) => ({
        value: country.code,
        label: `${country.name} (${country.dialCode})`,
      })),
    [countries],
  );

  return (
    <Select
      label={t.identity.country}
      searchable
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      filter={filterCountries}
      nothingFoundMessage={t.identity.noCountry}
      maxDropdownHeight={280}
      autoComplete="off"
      // Typing then replaces the chosen country's name instead of appending to it.
      onFocus={(event) => event.currentTarget.select()}
      error={error}
      leftSection={value ? <CountryFlag code={value} /> : null}
      renderOption={({ option }) => (
        <CountryOption country={countries.get(option.value)} fallback={option.label} />
      )}
      comboboxProps={{ transitionProps: { duration: 0, transition: 'fade' } }}
    />
  );
}

/**
 * The contract's countries, named in French, named and sorted in another language from the
 * platform's Intl data (ICU), as the contract does for French.
 */
function countriesIn(language: DisplayLanguage): Country[] {
  const countries = listCountries();
  if (language === 'fr' || language === 'pseudo') return countries;
  const locale = INTL_LOCALES[language];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function CountryOption({ country, fallback }: { country: Country | undefined; fallback: string }) {
  if (!country) return fallback;
  return (
    <Group gap="sm" wrap="nowrap">
      <CountryFlag code={country.code} />
      <Text size="sm" style={{ flex: 1 }}>
        {country.name}
      </Text>
      <Text size="sm" c="dimmed">
        {country.dialCode}
      </Text>
    </Group>
  );
}

/**
 * Finds a country however it is typed: without accents ('senegal'), by code ('SN') or by dial
 * code ('+221', '221'). Mantine's default filter only matches the label as written.
 */
const filterCountries: OptionsFilter = ({ options, search }) => {
  const query = simplify(search);
  if (!query) return options;
  const digits = search.replace(/\D/g, '');
  return options.filter((item): item is ComboboxItem => {
    if (!isItem(item)) return false;
    const label = simplify(item.label);
    const dialCode = item.label.slice(item.label.lastIndexOf('(')).replace(/\D/g, '');
    return (
      label.includes(query) ||
      item.value.toLowerCase() === query ||
      (digits !== '' && dialCode.startsWith(digits))
    );
  });
};

function isItem(item: ComboboxParsedItem): item is ComboboxItem {
  return 'value' in item;
}

function simplify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
