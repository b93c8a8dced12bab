import type { AbState } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Badge, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import { formatInZone, formatRate } from './campaignFigures';

/**
 * A campaign's A/B test: each variant's rate (the chosen metric) as a bar, side by side, the
 * winner marked, and 'Choisir la gagnante' when the choice is the user's and not made yet.
 */
export function AbTestChart({
  ab,
  timeZone,
  onPick,
  picking,
}: {
  ab: AbState;
  timeZone: string;
  onPick?: (variant: 'A' | 'B') => void;
  picking: boolean;
}) {
  const t = useTexts(campaignsTexts);
  const metric = t.ab.metric[ab.metric];
  const canPick = onPick && ab.pick === 'manual' && ab.winner === null && ab.phase !== 'decided';
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t.ab.title} · {metric}
        </Text>
        {ab.winner ? (
          <Badge color="yellow" variant="light" leftSection={<IconTrophy size={12} aria-hidden />}>
            {t.ab.winner({ label: ab.winner })}
          </Badge>
        ) : ab.phase === 'awaitingChoice' ? (
          <Badge color="orange" variant="light">
            {t.ab.awaiting}
          </Badge>
        ) : ab.decideAt ? (
          <Text size="xs" c="dimmed">
            {t.ab.waiting({ date: formatInZone(ab.decideAt, timeZone) })}
          </Text>
        ) : null}
      </Group>
      <Stack gap={4} role="list" aria-label={t.ab.chartLabel({ metric })}>
        {ab.variants.map((variant) => {
          const rate = ab.metric === 'read' ? variant.readRate : variant.replyRate;
          const written = formatRate(rate);
          return (
            <Group key={variant.variant} gap="xs" wrap="nowrap" role="listitem">
              <Text
                size="xs"
                w={84}
                style={{ flexShrink: 0 }}
                fw={ab.winner === variant.variant ? 700 : 400}
                title={variant.template}
              >
                {t.ab.variant({ label: variant.variant })}
              </Text>
              <Progress
                value={(rate ?? 0) * 100}
                color={ab.winner === variant.variant ? 'yellow' : variant.variant === 'A' ? 'blue' : 'grape'}
                size="lg"
                radius="sm"
                style={{ flex: 1 }}
                aria-label={t.ab.variant({ label: variant.variant })}
              />
              <Text size="xs" w={96} ta="right" c={written ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
                {written ?? t.ab.noFigure}
              </Text>
            </Group>
          );
        })}
      </Stack>
      {ab.held > 0 && ab.winner === null && (
        <Text size="xs" c="dimmed">
          {t.ab.held({ count: formatNumber(ab.held) })}
        </Text>
      )}
      {canPick && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="light" color="yellow" loading={picking} w="fit-content">
              {t.ab.pickWinner}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ab.variants.map((variant) => (
              <Menu.Item key={variant.variant} onClick={() => onPick(variant.variant)}>
                {t.ab.pickVariant({ label: variant.variant })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
