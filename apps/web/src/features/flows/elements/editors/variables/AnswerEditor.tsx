import { ANSWER_TYPES, FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { answerLabel, elementTexts } from '../../elementTexts';
import type { TypedEditorProps } from '../elementOf';
import { useEditorVariables } from './useEditorVariables';
import { variableGroups } from './variableGroups';

/** The default reply is saved 1.5 s after typing stops. */
export const DEFAULT_REPLY_DEBOUNCE_MS = 1500;

interface AnswerEditorProps extends TypedEditorProps<'answer'> {
  chatbotId: string;
}

/** Waits for the user's reply, checks its type and stores it into a variable. */
export function AnswerEditor({ chatbotId, element, onChange }: AnswerEditorProps) {
  const t = useTexts(elementTexts).variables;
  const { variables } = useEditorVariables(chatbotId);
  const options = element.options;
  const [reply, setReply] = useState(options.default_reply);
  const latest = useRef({ element, onChange });
  latest.current = { element, onChange };
  useEffect(() => {
    if (reply === latest.current.element.options.default_reply) return;
    const timer = setTimeout(() => {
      const { element: current, onChange: save } = latest.current;
      save({ ...current, options: { ...current.options, default_reply: reply } });
    }, DEFAULT_REPLY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [reply]);

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t.answerType}
          data={ANSWER_TYPES.map((value) => ({ value, label: answerLabel(value) }))}
          value={options.answer_type}
          allowDeselect={false}
          onChange={(value) => {
            const answer_type = ANSWER_TYPES.find((type) => type === value);
            if (answer_type) onChange({ ...element, options: { ...options, answer_type } });
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t.destination}
          placeholder={t.choose}
          data={variableGroups(variables, options.variable.id)}
          value={options.variable.id || null}
          searchable
          clearable
          onChange={(id) => onChange({ ...element, options: { ...options, variable: { id: id ?? '' } } })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <TextInput
        label={t.defaultReply}
        description={t.defaultReplyHint({ counter: `${reply.length}/${FLOW_LIMITS.text}` })}
        value={reply}
        maxLength={FLOW_LIMITS.text}
        onChange={(event) => setReply(event.currentTarget.value)}
      />
    </Stack>
  );
}
