import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { IconFile, IconTemplate } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { templateTexts } from './templateTexts';

export type CreateStart = 'blank' | 'template';

/** The creation page's first choice: an empty chatbot, or one of the starter templates. */
export function StartChoice({
  value,
  onChange,
}: {
  value: CreateStart;
  onChange: (next: CreateStart) => void;
}) {
  const t = useTexts(templateTexts);
  const options = [
    { value: 'blank', label: t.start.blank, Icon: IconFile },
    { value: 'template', label: t.start.template, Icon: IconTemplate },
  ] as const;
  return (
    <Radio.Group
      label={t.start.label}
      value={value}
      onChange={(next) => onChange(next === 'template' ? 'template' : 'blank')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
        {options.map(({ value: option, label, Icon }) => (
          <Radio.Card key={option} value={option} radius="md" p="sm" aria-label={label}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Icon size={18} aria-hidden />
              <Text fw={500} size="sm">
                {label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
