import type { Country } from '@griot/contract/auth/countries';
import { listCountries } from '@griot/contract/auth/countries';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { CountryFlag } from './CountryFlag';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** Searchable list of about 245 countries: flag, French name, dial code. */
export function CountrySelect({ value, onChange, error }: CountrySelectProps) {
  const countries = useMemo(() => new Map(listCountries().map((country) => [country.code, country])), []);
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
      label="Pays"
      searchable
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      filter={filterCountries}
      nothingFoundMessage="Aucun pays trouvé"
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
