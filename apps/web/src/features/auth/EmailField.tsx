import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The account's email on the login and forgotten password forms, focused when the screen opens. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="vous@entreprise.com"
      leftSection={<IconMail size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoFocus
    />
  );
}
