import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { useSecurityActions } from '../settings/useSecurityActions';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorProofModal } from './TwoFactorProofModal';
import { TwoFactorSetup } from './TwoFactorSetup';
import { twoFactorTexts } from './twoFactorTexts';

type Step = 'idle' | 'setup' | 'codes' | 'renew' | 'disable';

/** The security tab's two-factor card: enrol, see the recovery codes once, renew them, turn off. */
export function TwoFactorCard() {
  const t = useTexts(twoFactorTexts);
  const { renewRecoveryCodes, disableTwoFactor } = useSecurityActions();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const status = useQuery(
    orpc.account.twoFactorStatus.queryOptions({ select: (result) => result.two_factor }),
  );
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setStep('codes');
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
              {status.data.enabled_at
                ? t.enabledSince({ date: formatLongDate(status.data.enabled_at) })
                : t.title}
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
                {t.codesLeft({ count: status.data.recovery_codes_left })}
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
        run={({ code }) => renewRecoveryCodes.mutateAsync({ code })}
        onDone={(result) => showCodes(result.recovery_codes)}
        onClose={() => setStep('idle')}
      />
      <TwoFactorProofModal
        opened={step === 'disable'}
        title={t.disableTitle}
        hint={t.disableHint}
        action={t.disable}
        withPassword
        run={(proof) => disableTwoFactor.mutateAsync(proof)}
        onDone={() => setStep('idle')}
        onClose={() => setStep('idle')}
      />
    </Card>
  );
}
