import { parsePayload, writePayload } from '@griot/contract/flows/flowPayload';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { elementTexts } from '../../elementTexts';
import { BlockSelect } from '../BlockSelect';
import { declaredOnly, useEditorVariables } from '../variables/useEditorVariables';

interface PayloadEditorProps {
  chatbotId: string;
  payload: string | undefined;
  directory: BlockDirectory;
  /** The edited block: redirecting to it from its own button would loop. */
  currentBlock: string;
  onSelectorToggle: (open: boolean) => void;
  onChange: (payload: string) => void;
}

/** `{{variable}}=value` pairs and an optional redirect_to, written back joined by &. */
export function PayloadEditor({
  chatbotId,
  payload,
  directory,
  currentBlock,
  onSelectorToggle,
  onChange,
}: PayloadEditorProps) {
  const t = useTexts(elementTexts).payload;
  const { variables } = useEditorVariables(chatbotId);
  const parsed = parsePayload(payload);
  // Rows being typed stay here until both halves are given: only full pairs are written.
  const [rows, setRows] = useState(parsed.assignments);
  const choices = declaredOnly(variables).map((variable) => ({
    value: variable.id,
    label: variable.slug || variable.id,
  }));
  const update = (next: typeof rows) => {
    setRows(next);
    onChange(writePayload({ assignments: next, redirectTo: parsed.redirectTo }));
  };
  const redirect = (redirectTo: string | undefined) =>
    onChange(writePayload({ assignments: rows, redirectTo }));
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {t.title}
      </Text>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while typed
        <Group key={index} gap={4} wrap="nowrap" align="flex-end">
          <Select
            size="xs"
            aria-label={t.variable}
            placeholder={t.variable}
            data={choices}
            value={row.variable || null}
            onDropdownOpen={() => onSelectorToggle(true)}
            onDropdownClose={() => onSelectorToggle(false)}
            onChange={(variable) =>
              update(rows.map((r, at) => (at === index ? { ...r, variable: variable ?? '' } : r)))
            }
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="xs"
            aria-label={t.value}
            placeholder={t.value}
            value={row.value}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update(rows.map((r, at) => (at === index ? { ...r, value } : r)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t.removeVariable}
            onClick={() => update(rows.filter((_, at) => at !== index))}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconPlus size={12} />}
        onClick={() => setRows([...rows, { variable: '', value: '' }])}
        disabled={choices.length === 0}
      >
        {t.addAssignment}
      </Button>
      <BlockSelect
        label={t.redirect}
        placeholder={t.noRedirect}
        value={parsed.redirectTo ?? null}
        directory={directory}
        exclude={currentBlock}
        onChange={redirect}
        onClear={() => redirect(undefined)}
      />
    </Stack>
  );
}
