import { Alert, Button, CopyButton, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { useSecurityActions } from '../settings/useSecurityActions';
import { twoFactorTexts } from './twoFactorTexts';

/** Enrolment: the QR code (or the key by hand), then a first code proves the app has it. */
export function TwoFactorSetup({
  onEnabled,
  onCancel,
}: {
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTexts(twoFactorTexts);
  const common = useTexts(commonTexts);
  const [code, setCode] = useState('');
  // A new secret each time this opens; never cached, never refetched behind the user's back.
  const setup = useQuery(
    orpc.account.twoFactorSetup.queryOptions({
      select: (result) => result.setup,
      gcTime: 0,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  );
  const enable = useSecurityActions().enableTwoFactor;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate({ code }, { onSuccess: (result) => onEnabled(result.recovery_codes) });
  };
  if (setup.isPending) return <Loader size="sm" aria-label={t.scanTitle} />;
  if (setup.isError)
    return (
      <Alert color="red" role="alert">
        {accountFailure(setup.error, t.failed)}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600}>{t.scanTitle}</Text>
        <Image src={setup.data.qr_code} alt={t.qrAlt} w={180} h={180} radius="sm" bg="white" p={4} />
        <Text size="sm" c="dimmed">
          {t.manualKey}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {setup.data.secret}
          </Text>
          <CopyButton value={setup.data.secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text fw={600}>{t.confirmTitle}</Text>
        {enable.isError && (
          <Alert color="red" role="alert">
            {accountFailure(enable.error, t.failed)}
          </Alert>
        )}
        <TextInput
          label={t.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
          data-autofocus
        />
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending} disabled={code.trim().length !== 6}>
            {common.actions.confirm}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {common.actions.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
