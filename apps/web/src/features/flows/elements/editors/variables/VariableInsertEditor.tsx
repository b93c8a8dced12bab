import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { elementTexts } from '../../elementTexts';
import type { TypedEditorProps } from '../elementOf';
import { useEditorVariables } from './useEditorVariables';
import { variableGroups } from './variableGroups';

interface VariableInsertEditorProps extends TypedEditorProps<'variable_insert'> {
  chatbotId: string;
}

/** Gives a value to one of the chatbot's own variables (globals are excluded). */
export function VariableInsertEditor({ chatbotId, element, onChange }: VariableInsertEditorProps) {
  const t = useTexts(elementTexts).variables;
  const { variables } = useEditorVariables(chatbotId);
  const [value, setValue] = useState(element.defaultValue);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t.variable}
        placeholder={t.choose}
        data={variableGroups(variables, element.variable, false)}
        value={element.variable || null}
        searchable
        onChange={(variable) => onChange({ ...element, variable: variable ?? '' })}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t.value}
        value={value}
        maxLength={1000}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => {
          if (value !== element.defaultValue) onChange({ ...element, defaultValue: value });
        }}
      />
    </SimpleGrid>
  );
}
