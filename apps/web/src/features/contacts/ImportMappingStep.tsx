import type { ContactPreview } from '@griot/contract/contacts/contactSchemas';
import { Alert, Card, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { contactTexts } from './contactTexts';
import { assignColumn, COMMON_COUNTRIES, mappingTargets } from './importWizard';

export interface OptInFields {
  optInSource: string;
  optInDate: string;
  defaultCountry: string;
}

/** Step 2: each column of the file mapped to a field or a variable, the first rows under it, the opt-in. */
export function ImportMappingStep({
  preview,
  variables,
  mapping,
  onMapping,
  optIn,
  onOptIn,
  countries,
}: {
  preview: ContactPreview;
  variables: ReadonlyArray<{ id: string; slug: string }>;
  mapping: Record<string, string>;
  onMapping: (mapping: Record<string, string>) => void;
  optIn: OptInFields;
  onOptIn: (fields: OptInFields) => void;
  countries: Array<{ value: string; label: string }>;
}) {
  const t = useTexts(contactTexts).wizard;
  const targets = mappingTargets(variables, t);
  const ordered = [
    ...countries.filter((country) => (COMMON_COUNTRIES as readonly string[]).includes(country.value)),
    ...countries.filter((country) => !(COMMON_COUNTRIES as readonly string[]).includes(country.value)),
  ];
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.column}</Table.Th>
              <Table.Th>{t.target}</Table.Th>
              <Table.Th>{t.firstRows}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.columns.map((column, index) => (
              <Table.Tr key={column}>
                <Table.Td fw={500}>{column}</Table.Td>
                <Table.Td miw={190}>
                  <Select
                    aria-label={column}
                    data={targets}
                    value={mapping[column] ?? ''}
                    onChange={(value) => onMapping(assignColumn(mapping, column, value ?? ''))}
                    allowDeselect={false}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {preview.rows
                      .map((row) => row[index] ?? '')
                      .filter(Boolean)
                      .slice(0, 3)
                      .join(' · ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!Object.values(mapping).includes('phone') && <Alert color="yellow">{t.phoneRequired}</Alert>}
      <Select
        label={t.defaultCountry}
        data={ordered}
        value={optIn.defaultCountry}
        onChange={(value) => onOptIn({ ...optIn, defaultCountry: value ?? 'SN' })}
        searchable
        allowDeselect={false}
      />
      <Card withBorder radius="md" p="md">
        <Title order={4} fz="md" mb={4}>
          {t.optInTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t.optInText}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.optInSource}
            placeholder={t.optInSourcePlaceholder}
            value={optIn.optInSource}
            maxLength={200}
            onChange={(event) => onOptIn({ ...optIn, optInSource: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t.optInDate}
            value={optIn.optInDate}
            disabled={optIn.optInSource.trim() === ''}
            onChange={(event) => onOptIn({ ...optIn, optInDate: event.currentTarget.value })}
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
