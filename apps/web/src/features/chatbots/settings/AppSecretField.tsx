import { PasswordInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';

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
  return (
    <PasswordInput
      label="Clé secrète de l'application (app secret)"
      description={
        secretSet
          ? 'Une clé est enregistrée, chiffrée. Saisissez-en une nouvelle pour la remplacer.'
          : 'Sans elle, la clé du serveur vérifie les signatures des webhooks de Meta.'
      }
      placeholder={secretSet ? '•••••••• (enregistrée)' : 'Paramètres de base de votre application Meta'}
      autoComplete="new-password"
      spellCheck={false}
      leftSection={<IconShieldLock size={16} aria-hidden />}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
