import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/apiClient';
import { formatLongDate } from '../../lib/displayLocale';
import { accountFailure } from './accountFailure';
import { accountQueryKeys } from './accountQueries';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorProofModal } from './TwoFactorProofModal';
import { TwoFactorSetup } from './TwoFactorSetup';
import { twoFactorTexts as t } from './twoFactorTexts';

type Step = 'idle' | 'setup' | 'codes' | 'renew' | 'disable';

/** The security tab's two-factor card: enrol, see the recovery codes once, renew them, turn off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const status = useQuery({
    queryKey: accountQueryKeys.twoFactor,
    queryFn: async () => (await api.account.twoFactorStatus()).two_factor,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountQueryKeys.twoFactor });
    void queryClient.invalidateQueries({ queryKey: accountQueryKeys.profile });
  };
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setStep('codes');
    refresh();
  };

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} fz="md" id="two-factor-title">
          {t.title}
        </Title>
        {status.data &&
          (status.data.enabled ? (
            <Badge color="green" variant="light" leftSection={<IconShieldCheck size={12} />}>
              {status.data.enabled_at ? t.enabledSince(formatLongDate(status.data.enabled_at)) : t.title}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t.disabled}
            </Badge>
          ))}
      </Group>
      {status.isPending && <Skeleton h={60} />}
      {status.isError && (
        <Alert color="red" role="alert">
          {accountFailure(status.error, t.loadFailed)}
        </Alert>
      )}
      {status.data && step === 'codes' && <RecoveryCodesPanel codes={codes} onDone={() => setStep('idle')} />}
      {status.data && step === 'setup' && (
        <TwoFactorSetup onEnabled={showCodes} onCancel={() => setStep('idle')} />
      )}
      {status.data && step !== 'codes' && step !== 'setup' && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
          {status.data.enabled ? (
            <>
              <Text size="sm" c={status.data.recovery_codes_left === 0 ? 'red' : undefined}>
                {t.codesLeft(status.data.recovery_codes_left)}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Button variant="default" onClick={() => setStep('renew')}>
                  {t.renew}
                </Button>
                <Button variant="light" color="red" onClick={() => setStep('disable')}>
                  {t.disable}
                </Button>
              </Group>
            </>
          ) : (
            <Group>
              <Button leftSection={<IconShieldLock size={16} />} onClick={() => setStep('setup')}>
                {t.enable}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <TwoFactorProofModal
        opened={step === 'renew'}
        title={t.renewTitle}
        hint={t.renewHint}
        action={t.renew}
        withPassword={false}
        run={({ code }) => api.account.twoFactorRecoveryCodes({ code })}
        onDone={(result) => showCodes(result.recovery_codes)}
        onClose={() => setStep('idle')}
      />
      <TwoFactorProofModal
        opened={step === 'disable'}
        title={t.disableTitle}
        hint={t.disableHint}
        action={t.disable}
        withPassword
        run={(proof) => api.account.twoFactorDisable(proof)}
        onDone={(result) => {
          notifications.show({ color: 'green', message: result.message });
          setStep('idle');
          refresh();
        }}
        onClose={() => setStep('idle')}
      />
    </Card>
  );
}
