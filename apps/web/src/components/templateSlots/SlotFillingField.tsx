import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { templateSlotTexts } from './templateSlotTexts';

/** How one placeholder is filled: the same text for all, or a user variable with a fallback. */
export interface SlotFilling {
  source: 'constant' | 'variable';
  value: string;
  fallback: string;
}

export const EMPTY_SLOT_FILLING: SlotFilling = { source: 'constant', value: '', fallback: '' };

/**
 * One placeholder of a model ('Message {{1}}') and how it is filled: a text sent to everyone, or a
 * user variable with the value sent to whoever has none. A change of source clears the value.
 * `children` go under the fields (the broadcast panel's missing-values notices).
 */
export function SlotFillingField({
  parameter,
  filling,
  variables,
  onChange,
  fallbackError,
  children,
}: {
  parameter: BroadcastModel['parameters'][number];
  filling: SlotFilling;
  variables: Array<{ id: string; slug: string }>;
  onChange: (change: Partial<SlotFilling>) => void;
  fallbackError?: string | undefined;
  children?: ReactNode;
}) {
  const t = useTexts(templateSlotTexts);
  const slot = t.label({ component: parameter.component, key: parameter.key });
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500} w={{ base: '100%', xs: 150 }}>
          {slot}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t.source({ slot })}
          value={filling.source}
          onChange={(source) =>
            onChange({ source: source === 'variable' ? 'variable' : 'constant', value: '' })
          }
          data={[
            { value: 'constant', label: t.constant },
            { value: 'variable', label: t.variable },
          ]}
        />
      </Group>
      {filling.source === 'constant' ? (
        <TextInput
          aria-label={t.value({ slot })}
          placeholder={parameter.example ?? t.valuePlaceholder}
          value={filling.value}
          onChange={(event) => onChange({ value: event.currentTarget.value })}
        />
      ) : (
        <Group gap="xs" grow wrap="wrap" align="flex-start">
          <Select
            aria-label={t.variableOf({ slot })}
            placeholder={t.variablePlaceholder}
            data={variables.map((variable) => ({ value: variable.id, label: variable.slug }))}
            value={filling.value || null}
            onChange={(value) => onChange({ value: value ?? '' })}
            searchable
            miw={140}
          />
          <TextInput
            aria-label={t.fallback({ slot })}
            placeholder={t.fallbackPlaceholder}
            value={filling.fallback}
            onChange={(event) => onChange({ fallback: event.currentTarget.value })}
            error={fallbackError}
            miw={140}
          />
        </Group>
      )}
      {children}
    </Stack>
  );
}
