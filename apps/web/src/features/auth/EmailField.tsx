import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';

/** The account's email on the login and forgotten password forms, focused when the screen opens. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const t = useTexts(authTexts);
  return (
    <TextInput
      label={t.email.label}
      type="email"
      autoComplete="email"
      placeholder={t.email.placeholder}
      leftSection={<IconMail size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoFocus
    />
  );
}
