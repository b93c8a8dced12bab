import { PasswordInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';

/**
 * The Meta app secret that signs this chatbot's webhooks (WhatsApp or Messenger), write-only: the
 * server keeps it encrypted and only says whether one is set. Empty keeps the stored one.
 */
export function AppSecretField({
  secretSet,
  value,
  onChange,
  disabled,
}: {
  secretSet: boolean;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const t = useTexts(chatbotTexts);
  return (
    <PasswordInput
      label={t.appSecret.label}
      description={secretSet ? t.appSecret.stored : t.appSecret.none}
      placeholder={secretSet ? t.appSecret.storedPlaceholder : t.appSecret.placeholder}
      autoComplete="new-password"
      spellCheck={false}
      leftSection={<IconShieldLock size={16} aria-hidden />}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
