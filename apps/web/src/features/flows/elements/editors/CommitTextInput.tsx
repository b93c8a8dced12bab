import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { commitKeys } from '../../commitKeys';

interface CommitTextInputProps {
  label: string;
  value: string;
  max: number;
  placeholder?: string;
  /** The message shown when the value cannot be saved; nothing is sent then. */
  validate?: (value: string) => string | null;
  showCounter?: boolean;
  onCommit: (value: string) => void;
}

/** A field that saves on blur or Enter, not on every key: each save sends the whole flow. */
export function CommitTextInput({
  label,
  value,
  max,
  placeholder,
  validate,
  showCounter,
  onCommit,
}: CommitTextInputProps) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  function commit() {
    if (draft === value) return setError(null);
    const problem = validate?.(draft) ?? null;
    setError(problem);
    if (!problem) onCommit(draft);
  }
  return (
    <TextInput
      label={label}
      value={draft}
      placeholder={placeholder}
      maxLength={max}
      error={error}
      description={showCounter ? `${draft.length}/${max}` : undefined}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={commitKeys(commit, () => {
        setDraft(value);
        setError(null);
      })}
    />
  );
}
