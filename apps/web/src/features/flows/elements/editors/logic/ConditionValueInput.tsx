import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { commitKeys } from '../../../commitKeys';
import { VariableSuggestions } from '../text/VariableSuggestions';
import { filterSuggestions, insertVariable, suggestionQuery } from '../text/variableSuggestion';
import { useVariablesInScope } from '../variables/EditorVariablesContext';
import { logicTexts } from './logicTexts';

interface ConditionValueInputProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

/**
 * A rule's value: saved on blur or Enter (each save sends the whole flow), Esc gives the edit up.
 * '{{' suggests the chatbot's variables as in the text fields, Tab takes the first: the value may
 * compare with another variable.
 */
export function ConditionValueInput({ label, value, onCommit }: ConditionValueInputProps) {
  const t = useTexts(logicTexts).condition;
  const variables = useVariablesInScope();
  const [draft, setDraft] = useState(value);
  const [caret, setCaret] = useState(value.length);
  // A value changed elsewhere (a revision restored) shows at once.
  useEffect(() => setDraft(value), [value]);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const open = suggestionQuery(draft, caret);
  const matches = open ? filterSuggestions(variables, open.query) : [];
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const pick = (id: string) => {
    if (!open) return;
    const next = insertVariable(draft, open, caret, id);
    setDraft(next.text.slice(0, FLOW_LIMITS.conditionValue));
    setCaret(next.caret);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };
  return (
    <Stack
      gap={4}
      ref={container}
      onBlur={(event) => {
        // Picking a suggestion is not leaving the field.
        if (!container.current?.contains(event.relatedTarget)) commit();
      }}
    >
      <TextInput
        ref={input}
        label={label}
        description={t.valueHint({})}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t.valuePlaceholder}
        value={draft}
        maxLength={FLOW_LIMITS.conditionValue}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
        onKeyDown={(event) => {
          const first = matches[0];
          if (event.key === 'Tab' && open && first) {
            event.preventDefault();
            pick(first.id);
            return;
          }
          commitKeys(commit, () => setDraft(value))(event);
        }}
      />
      {open && <VariableSuggestions matches={matches} onPick={pick} />}
    </Stack>
  );
}
