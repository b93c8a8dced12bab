import { Box, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { dropOffColor, type FunnelStep, roundRate } from './funnelShares';
import { funnelTexts } from './funnelTexts';

/**
 * The main path drawn as a funnel: one bar per step, as wide as its share of the start, and between
 * two steps how many conversations were lost (coloured by how much that is).
 */
export function FunnelBars({ steps }: { steps: FunnelStep[] }) {
  const t = useTexts(funnelTexts);
  return (
    <Stack gap={4} component="ol" aria-label={t.path.label} p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => {
        const share = formatNumber(roundRate(step.share));
        return (
          <Box component="li" key={step.block_id}>
            {index > 0 && (
              <Group gap={4} wrap="nowrap" pl="xs" py={2} c={dropOffColor(step.dropRate)}>
                <VisuallyHidden>
                  {t.path.dropLabel({
                    count: formatNumber(step.dropCount),
                    rate: formatNumber(roundRate(step.dropRate)),
                  })}
                </VisuallyHidden>
                <IconArrowDown size={14} aria-hidden />
                <Text size="xs" fw={600} aria-hidden>
                  {t.path.drop({
                    count: formatNumber(step.dropCount),
                    rate: formatNumber(roundRate(step.dropRate)),
                  })}
                </Text>
              </Group>
            )}
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate="end" miw={0} title={step.name}>
                {step.name}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <b>{formatNumber(step.reached)}</b>{' '}
                <Text span size="xs" c="dimmed">
                  {t.path.share({ share })}
                </Text>
              </Text>
            </Group>
            <Progress
              value={Math.min(100, step.share)}
              size="lg"
              radius="sm"
              aria-label={t.path.step({ name: step.name, reached: formatNumber(step.reached), share })}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
