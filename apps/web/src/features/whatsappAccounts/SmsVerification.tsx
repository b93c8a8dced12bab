import { VERIFICATION_CODE_LENGTH } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

interface SmsVerificationProps {
  accountName: string;
  checking: boolean;
  resending: boolean;
  onCheck: (code: string) => void;
  onResend: () => void;
  /** In simulation, where the Graph fake shows the code it "sent". */
  simulatedCodeUrl?: string;
}

/** The card's code-entry mode once a code was sent ('Vérification par SMS'). */
export function SmsVerification({
  accountName,
  checking,
  resending,
  onCheck,
  onResend,
  simulatedCodeUrl,
}: SmsVerificationProps) {
  const { sms: t } = useTexts(whatsappAccountsTexts);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return setError(m.codeRequired);
    setError(null);
    onCheck(code.trim());
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t.form({ name: accountName })}
    >
      <Stack gap="xs">
        <Group gap={6}>
          <IconMessage2 size={16} aria-hidden />
          <Text fw={600} size="sm">
            {t.title}
          </Text>
        </Group>
        <TextInput
          label={t.codeLabel}
          value={code}
          maxLength={VERIFICATION_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          autoFocus
        />
        <Text size="xs" c="dimmed">
          {t.codeExpires}
        </Text>
        {simulatedCodeUrl && (
          <Anchor href={simulatedCodeUrl} target="_blank" rel="noreferrer" size="xs">
            {t.viewCode}
          </Anchor>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Button variant="subtle" size="xs" onClick={onResend} loading={resending}>
            {t.resend}
          </Button>
          <Button type="submit" size="xs" loading={checking}>
            {t.check}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
