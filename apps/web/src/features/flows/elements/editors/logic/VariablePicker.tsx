import { Group, Select, Text } from '@mantine/core';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { useVariablesInScope } from '../variables/EditorVariablesContext';
import { variableGroups } from '../variables/variableGroups';
import { holdsNumbers } from './conditionRules';
import { logicTexts } from './logicTexts';

interface VariablePickerProps {
  label: string;
  value: string;
  onChange: (variable: string) => void;
}

/**
 * The variable a rule reads: the chatbot's, then the globals, as the other pickers group them,
 * each with its type (what the operators offered depend on).
 */
export function VariablePicker({ label, value, onChange }: VariablePickerProps) {
  const t = useTexts(logicTexts);
  const variables = useVariablesInScope();
  const typeOf = (id: string) => {
    const type = variables.find((variable) => variable.id === id)?.type;
    // order_amount is a global that holds a number: it says both.
    if (type === 'global' && holdsNumbers(id, variables))
      return `${t.variableTypes.global} · ${t.variableTypes.number}`;
    return type && type in t.variableTypes
      ? t.variableTypes[type as keyof typeof t.variableTypes]
      : undefined;
  };
  const chosenType = value ? typeOf(value) : undefined;
  return (
    <Select
      label={label}
      placeholder={t.condition.chooseVariable}
      data={variableGroups(variables, value)}
      value={value || null}
      searchable
      nothingFoundMessage={t.condition.noVariable}
      allowDeselect={false}
      onChange={(next) => {
        if (next && next !== value) onChange(next);
      }}
      // The chosen variable's type stays in sight: it says why >, <, ≥, ≤ are offered or not.
      rightSection={
        chosenType ? (
          <Text size="xs" c="dimmed" pr={4}>
            {chosenType}
          </Text>
        ) : undefined
      }
      rightSectionWidth={chosenType ? 'auto' : undefined}
      rightSectionPointerEvents="none"
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm" truncate>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {typeOf(option.value)}
          </Text>
        </Group>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
