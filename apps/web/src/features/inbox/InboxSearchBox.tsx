import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxTexts } from './inboxTexts';

/** Typing pauses this long before the list is asked again: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field: a name, a number or words of a message. What is typed shows at once; the URL
 * (and so the list call) follows 300 ms after the last key. A search changed from elsewhere (the
 * back button, a shared link) replaces what the field shows.
 */
export function InboxSearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const t = useTexts(inboxTexts).search;
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, delay);
  };

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value, SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        // Enter searches at once; Escape empties the field.
        if (event.key === 'Enter') send(text, 0);
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          setText('');
          send('', 0);
        }
      }}
      placeholder={t.placeholder}
      aria-label={t.label}
      maxLength={100}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t.clear}
            onClick={() => {
              setText('');
              send('', 0);
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
