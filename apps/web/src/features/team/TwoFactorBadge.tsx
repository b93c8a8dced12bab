import { Badge } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { teamTexts } from './teamTexts';

/** Whether the member protects their account with two-factor authentication. */
export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const t = useTexts(teamTexts).members;
  return (
    <Badge
      variant="light"
      color={enabled ? 'green' : 'gray'}
      leftSection={
        enabled ? <IconShieldCheck size={12} aria-hidden /> : <IconShieldOff size={12} aria-hidden />
      }
    >
      {enabled ? t.twoFactorOn : t.twoFactorOff}
    </Badge>
  );
}
