import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { ConditionRule } from '@griot/contract/flows/logicElementSchemas';
import { ActionIcon, Group, Paper, Select, SimpleGrid, TagsInput, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { useVariablesInScope } from '../variables/EditorVariablesContext';
import { ConditionValueInput } from './ConditionValueInput';
import { holdsNumbers, isValueless, operatorsFor, withOperator, withVariable } from './conditionRules';
import { logicTexts } from './logicTexts';
import { VariablePicker } from './VariablePicker';

interface ConditionRuleFieldsProps {
  rule: ConditionRule;
  position: number;
  /** Absent when the rule is the last one: a condition keeps at least one. */
  onRemove?: () => void;
  onChange: (rule: ConditionRule) => void;
}

/** One rule: a variable, an operator in words, and what it compares with (a text, a list or nothing). */
export function ConditionRuleFields({ rule, position, onRemove, onChange }: ConditionRuleFieldsProps) {
  const t = useTexts(logicTexts);
  const variables = useVariablesInScope();
  const offered = operatorsFor(rule.variable, variables);
  // An operator the variable no longer takes (its type changed) stays shown: the save says why.
  const operators = offered.includes(rule.operator) ? offered : [...offered, rule.operator];
  const textOnly = rule.variable !== '' && !holdsNumbers(rule.variable, variables);
  const title = t.condition.rule({ position });
  return (
    <Paper withBorder p="xs" role="group" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {onRemove && (
          <Tooltip label={t.condition.removeRule({ position })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t.condition.removeRule({ position })}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <VariablePicker
          label={t.condition.variable}
          value={rule.variable}
          onChange={(variable) => onChange(withVariable(rule, variable, variables))}
        />
        <Select
          label={t.condition.operator}
          data={operators.map((operator) => ({ value: operator, label: t.operators[operator] }))}
          value={rule.operator}
          allowDeselect={false}
          onChange={(next) => {
            const operator = operators.find((candidate) => candidate === next);
            if (operator && operator !== rule.operator) onChange(withOperator(rule, operator));
          }}
          comboboxProps={{ withinPortal: true }}
        />
        {rule.operator === 'in' ? (
          <TagsInput
            label={t.condition.values}
            description={t.condition.valuesHint({
              count: Array.isArray(rule.value) ? rule.value.length : 0,
              max: FLOW_LIMITS.conditionValues,
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t.condition.valuesPlaceholder}
            value={Array.isArray(rule.value) ? rule.value : []}
            maxTags={FLOW_LIMITS.conditionValues}
            splitChars={[',', ';']}
            onChange={(values) =>
              onChange({ ...rule, value: values.map((value) => value.slice(0, FLOW_LIMITS.conditionValue)) })
            }
          />
        ) : isValueless(rule.operator) ? null : (
          <ConditionValueInput
            // A new operator may reshape the value (a list's first entry): the field starts again from it.
            key={rule.operator}
            label={t.condition.value}
            value={typeof rule.value === 'string' ? rule.value : ''}
            onCommit={(value) => onChange({ ...rule, value })}
          />
        )}
      </SimpleGrid>
      {textOnly && (
        <Text size="xs" c="dimmed" mt={4}>
          {t.condition.numbersOnly}
        </Text>
      )}
    </Paper>
  );
}
