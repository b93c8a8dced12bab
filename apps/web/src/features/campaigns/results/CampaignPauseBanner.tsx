import { campaignResultsMessages } from '@griot/contract/campaigns/results/campaignResultsMessages';
import { pauseAdviceKind } from '@griot/contract/campaigns/results/pauseAdviceKind';
import { Alert, Stack, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignResultsTexts } from './campaignResultsTexts';

/**
 * Why a campaign paused by itself and what to do: `reason` is the campaign's pause reason as the
 * API gives it (already in words); `code`, when the caller has it, the stored code that picks the
 * advice. Nothing when the campaign has no reason.
 */
export function CampaignPauseBanner({ reason, code }: { reason: string | null; code?: string | null }) {
  const t = useTexts(campaignResultsTexts).pause;
  // The advice is written once, with the pause reasons, in the contract's catalogue.
  const { advice } = useTexts(campaignResultsMessages);
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
        <Text size="sm">{advice[pauseAdviceKind(code)]}</Text>
      </Stack>
    </Alert>
  );
}
