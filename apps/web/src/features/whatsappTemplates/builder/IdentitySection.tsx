import {
  COMMON_TEMPLATE_LANGUAGES,
  TEMPLATE_LANGUAGES,
} from '@griot/contract/whatsappTemplates/templateLanguages';
import { TEMPLATE_CATEGORIES } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { languageLabel } from '../list/templateLabels';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { SectionProps } from './builderProps';

/** Name (Meta's rule checked as it is typed), category with what Meta accepts in each, language. */
export function IdentitySection({ draft, change, errors, editing }: SectionProps & { editing: boolean }) {
  const t = useTexts(whatsappTemplatesTexts);
  const b = t.builder;
  const languages = useMemo(() => {
    const common = new Set<string>(COMMON_TEMPLATE_LANGUAGES);
    const label = (code: string) => ({ value: code, label: `${languageLabel(code)} (${code})` });
    return [
      ...COMMON_TEMPLATE_LANGUAGES.map(label),
      ...TEMPLATE_LANGUAGES.filter((code) => !common.has(code))
        .map(label)
        .sort((a, b) => a.label.localeCompare(b.label)),
    ];
  }, []);
  return (
    <Stack gap="md">
      {editing && (
        <Text size="sm" c="dimmed">
          {b.nameLocked}
        </Text>
      )}
      <TextInput
        label={b.name}
        description={b.nameHelp}
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={errors.name}
        disabled={editing}
        required
        maxLength={600}
        autoComplete="off"
        spellCheck={false}
      />
      <Radio.Group
        label={b.category}
        value={draft.category}
        onChange={(value) => change({ category: value as (typeof TEMPLATE_CATEGORIES)[number] })}
        error={errors.category}
        required
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={6}>
          {TEMPLATE_CATEGORIES.map((category) => (
            <Radio.Card
              key={category}
              value={category}
              radius="md"
              p="sm"
              disabled={editing && draft.category !== category}
              aria-label={t.category[category]}
            >
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Radio.Indicator mt={2} />
                <div>
                  <Text fw={600} size="sm">
                    {t.category[category]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t.categoryHelp[category]}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Select
        label={b.language}
        data={languages}
        value={draft.language}
        onChange={(value) => value && change({ language: value })}
        error={errors.language}
        disabled={editing}
        searchable
        allowDeselect={false}
        required
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
