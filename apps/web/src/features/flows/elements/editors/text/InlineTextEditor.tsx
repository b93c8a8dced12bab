import { Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { commonTexts } from '../../../../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../../../../components/smallScreen';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { elementTexts } from '../../elementTexts';
import { useVariablesInScope } from '../variables/EditorVariablesContext';
import { EmojiPicker } from './EmojiPicker';
import { VariableSuggestions } from './VariableSuggestions';
import { filterSuggestions, insertAt, insertVariable, suggestionQuery } from './variableSuggestion';

interface InlineTextEditorProps {
  label: string;
  value: string;
  max: number;
  placeholder: string;
  /** Text messages also save on Shift+Enter; the location message only on Ctrl/Cmd+Enter. */
  shiftEnterSaves?: boolean;
  onSave: (value: string) => void;
}

/**
 * Click to edit; Ctrl/Cmd+Enter (and Shift+Enter when asked) or a click outside saves, Esc
 * cancels. The counter shows x/max; '{{' suggests variables, Tab takes the first.
 */
export function InlineTextEditor(props: InlineTextEditorProps) {
  const { label, value, max, placeholder, shiftEnterSaves = true, onSave } = props;
  const t = useTexts(elementTexts).text;
  const common = useTexts(commonTexts);
  const [draft, setDraft] = useState<string | null>(null);
  const [caret, setCaret] = useState(0);
  const cancelled = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const variables = useVariablesInScope();
  // A phone has no Ctrl+Entrée or Échap to hand: the editor shows its two buttons instead.
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;

  function save() {
    if (draft === null || cancelled.current) return;
    setDraft(null);
    if (draft !== value) onSave(draft.slice(0, max));
  }

  function replace(next: { text: string; caret: number }) {
    setDraft(next.text.slice(0, max));
    setCaret(next.caret);
    // Put the caret back after React has written the new value.
    requestAnimationFrame(() => area.current?.setSelectionRange(next.caret, next.caret));
  }

  if (draft === null)
    return (
      <UnstyledButton
        w="100%"
        aria-label={t.shown({ label, value: value || placeholder })}
        onClick={() => {
          cancelled.current = false;
          setDraft(value);
          setCaret(value.length);
        }}
      >
        <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)">
          <Text
            size="sm"
            c={value ? undefined : 'dimmed'}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {value || placeholder}
          </Text>
        </Paper>
      </UnstyledButton>
    );

  const open = suggestionQuery(draft, caret);
  const matches = open ? filterSuggestions(variables, open.query) : [];
  return (
    <Stack
      gap={4}
      ref={container}
      onBlur={(event) => {
        // Moving to the emoji picker or a suggestion is not leaving the editor.
        if (!container.current?.contains(event.relatedTarget)) save();
      }}
    >
      <Textarea
        ref={area}
        label={label}
        value={draft}
        autoFocus
        autosize
        minRows={2}
        maxRows={10}
        maxLength={max}
        description={phone ? `${draft.length}/${max}` : t.keys({ counter: `${draft.length}/${max}` })}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          const modifier = event.ctrlKey || event.metaKey || (shiftEnterSaves && event.shiftKey);
          const first = matches[0];
          if (event.key === 'Tab' && open && first) {
            event.preventDefault();
            replace(insertVariable(draft, open, caret, first.id));
          } else if (event.key === 'Enter' && modifier) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancelled.current = true;
            setDraft(null);
          }
        }}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ flex: 1 }}>
          {open && (
            <VariableSuggestions
              matches={matches}
              onPick={(id) => replace(insertVariable(draft, open, caret, id))}
            />
          )}
        </div>
        <EmojiPicker onPick={(emoji) => replace(insertAt(draft, caret, emoji))} />
        {phone && (
          <>
            <Button
              variant="default"
              onClick={() => {
                cancelled.current = true;
                setDraft(null);
              }}
            >
              {common.actions.cancel}
            </Button>
            <Button onClick={save}>{common.actions.save}</Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
