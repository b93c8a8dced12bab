import { Alert, Stack, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignResultsTexts } from './campaignResultsTexts';

type AdviceKind = 'quality' | 'template' | 'account' | 'failures' | 'other';

/** The kind of advice for a stored pause code (the server's protection codes: protectionPauses.ts). */
export function pauseAdviceKind(code: string | null | undefined): AdviceKind {
  if (!code) return 'other';
  if (code.startsWith('quality:') || code === 'graph:131048') return 'quality';
  if (code.startsWith('template-quality:') || code === 'graph:132015' || code === 'graph:132016')
    return 'template';
  if (code.startsWith('account:')) return 'account';
  if (code.startsWith('failure-rate:')) return 'failures';
  return 'other';
}

/**
 * Why a campaign paused by itself and what to do: `reason` is the campaign's pause reason as the
 * API gives it (already in words); `code`, when the caller has it, the stored code that picks the
 * advice. Nothing when the campaign has no reason.
 */
export function CampaignPauseBanner({ reason, code }: { reason: string | null; code?: string | null }) {
  const t = useTexts(campaignResultsTexts).pause;
  if (!reason) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldExclamation size={18} aria-hidden />}
      title={t.title}
    >
      <Stack gap={4}>
        <Text size="sm">{reason}</Text>
        <Text size="sm" fw={600}>
          {t.whatToDo}
        </Text>
        <Text size="sm">{t.advice[pauseAdviceKind(code)]}</Text>
      </Stack>
    </Alert>
  );
}
