import { dialCodeOf, phoneDigits } from '@griot/contract/auth/phoneRules';
import { Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatNationalPhone, nationalDigitsFromInput, phoneExampleHint } from './phoneFormat';
import { registerTexts } from './registerTexts';

interface PhoneFieldProps {
  country: string;
  /** The national digits, without the dial code. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The phone number after the country's dial prefix. Only digits are kept as the user types; they
 * are shown grouped as the country writes them, with the caret kept after the same digit.
 */
export function PhoneField({ country, value, onChange, onBlur, error }: PhoneFieldProps) {
  const dialCode = dialCodeOf(country) ?? '';
  const display = formatNationalPhone(country, value);
  const t = useTexts(registerTexts);
  // Read at each render: its words follow the language shown.
  const hint = phoneExampleHint(country);
  const inputRef = useRef<HTMLInputElement>(null);
  // How many digits precede the caret after an edit, to put it back once the value is regrouped.
  const caretDigits = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const wanted = caretDigits.current;
    if (!input || wanted === undefined || document.activeElement !== input) return;
    caretDigits.current = undefined;
    const position = caretAfterDigits(display, wanted);
    input.setSelectionRange(position, position);
  }, [display]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? raw.length;
    let digits = nationalDigitsFromInput(raw, dialCode);
    let before = phoneDigits(raw.slice(0, caret)).length;
    // Deleting a space or dash changes no digit: delete the digit beside it, as the user meant.
    if (digits === value && raw.length < display.length) {
      const forward =
        event.nativeEvent instanceof InputEvent && event.nativeEvent.inputType === 'deleteContentForward';
      const removed = forward ? before : before - 1;
      if (removed >= 0 && removed < digits.length) {
        digits = digits.slice(0, removed) + digits.slice(removed + 1);
        before = removed;
      }
    }
    caretDigits.current = before;
    onChange(digits);
  };

  return (
    <TextInput
      ref={inputRef}
      label={t.identity.phone}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={display}
      onChange={handleChange}
      onBlur={onBlur}
      description={hint}
      error={error}
      leftSection={
        <Text size="sm" c="dimmed">
          {dialCode}
        </Text>
      }
      leftSectionWidth={dialCode.length * 9 + 18}
    />
  );
}

/** The position in `text` just after its `count`-th digit. */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
