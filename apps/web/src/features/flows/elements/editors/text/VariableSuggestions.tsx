import { Paper, Text, UnstyledButton } from '@mantine/core';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { elementTexts } from '../../elementTexts';
import type { EditorVariable } from '../variables/useEditorVariables';

interface VariableSuggestionsProps {
  matches: readonly EditorVariable[];
  onPick: (id: string) => void;
}

/** The list opened by '{{'; Tab in the field takes the first entry. */
export function VariableSuggestions({ matches, onPick }: VariableSuggestionsProps) {
  const t = useTexts(elementTexts).text;
  if (matches.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t.noVariableMatch}
      </Text>
    );
  return (
    <Paper
      withBorder
      p={4}
      role="listbox"
      aria-label={t.suggestedVariables}
      mah={160}
      style={{ overflowY: 'auto' }}
    >
      {matches.slice(0, 8).map((variable, index) => (
        <UnstyledButton
          key={variable.id}
          role="option"
          aria-selected={index === 0}
          display="block"
          w="100%"
          px={6}
          py={2}
          fz="sm"
          bg={index === 0 ? 'var(--mantine-color-default-hover)' : undefined}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(variable.id)}
        >
          {`{{${variable.id}}}`}
          {variable.slug && variable.slug !== variable.id ? ` · ${variable.slug}` : ''}
          {index === 0 ? ' (Tab)' : ''}
        </UnstyledButton>
      ))}
    </Paper>
  );
}
