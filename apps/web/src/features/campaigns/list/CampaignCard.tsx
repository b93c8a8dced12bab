import type { CampaignListItem } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClockPause, IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { campaignsTexts } from '../campaignsTexts';
import { whenSummary } from '../composer/whenSummary';
import { CampaignPauseBanner } from '../results/CampaignPauseBanner';
import { AbTestChart } from './AbTestChart';
import { CampaignActions } from './CampaignActions';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { campaignRates, formatInZone, formatLocalTime, formatRate } from './campaignFigures';
import type { useCampaignActions } from './useCampaignActions';

/**
 * One campaign of the list: its name (or template), chatbot and status; when it starts or runs
 * next; its progress and delivered / read / reply rates; its A/B test; why it paused; its actions
 * and, once it has sent, the results' tools (`results`).
 */
export function CampaignCard({
  item,
  timeZone,
  actions,
  results,
}: {
  item: CampaignListItem;
  timeZone: string;
  actions: ReturnType<typeof useCampaignActions>;
  results?: ReactNode;
}) {
  const t = useTexts(campaignsTexts);
  const name = item.name ?? item.template;
  const figures = item.figures ? campaignRates(item.figures) : null;
  const picking = actions.pickWinner.isPending && actions.pickWinner.variables?.id === item.id;
  const rates = figures && [
    { label: t.card.delivered, value: figures.delivered },
    { label: t.card.read, value: figures.read },
    { label: t.card.replies, value: figures.replied },
  ];
  return (
    <Card withBorder radius="lg" p="md" role="listitem">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate="end">
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {item.chatbotName} · {item.template} ({item.langage})
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <CampaignStatusBadge status={item.status} />
            <CampaignActions item={item} name={name} actions={actions} />
          </Group>
        </Group>
        <WhenLine item={item} timeZone={timeZone} />
        {item.status === 'paused' ? (
          <CampaignPauseBanner reason={item.pauseReason} code={item.pauseCode} />
        ) : (
          item.pauseReason &&
          item.status === 'running' && (
            // Waiting, not stopped: quiet hours, or the A/B test's decision.
            <Group gap={6} wrap="nowrap">
              <IconClockPause size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" role="status">
                {item.pauseReason}
              </Text>
            </Group>
          )
        )}
        {figures && item.figures && rates && (
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t.card.progress({ sent: figures.processed, total: figures.total })}</Text>
              {item.figures.failed + item.figures.errors > 0 && (
                <Text size="xs" c="red.8">
                  {t.card.failedCount({ count: item.figures.failed + item.figures.errors })}
                </Text>
              )}
            </Group>
            <Progress
              value={figures.percent}
              size="md"
              radius="xl"
              aria-label={t.card.progressLabel({ name })}
              color={item.status === 'paused' ? 'orange' : 'teal'}
            />
            <SimpleGrid cols={3} spacing="xs">
              {rates.map((rate) => (
                <Stack key={rate.label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {rate.label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatRate(rate.value) ?? t.card.noRate}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {item.abTest && (
          <AbTestChart
            ab={item.abTest}
            timeZone={timeZone}
            picking={picking}
            onPick={
              item.kind === 'campaign'
                ? (variant) => actions.pickWinner.mutate({ id: item.campaignId ?? item.id, variant })
                : undefined
            }
          />
        )}
        {results}
      </Stack>
    </Card>
  );
}

/** 'Départ le 28 nov. 2026, 09:00', 'Chaque lundi à 09:00 · Prochain envoi : …', or its creation. */
function WhenLine({ item, timeZone }: { item: CampaignListItem; timeZone: string }) {
  const t = useTexts(campaignsTexts).card;
  if (item.recurrence) {
    const { frequency, days, time, endsOn } = item.recurrence;
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconRepeat size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={0}>
          <Text size="sm">
            {whenSummary({ when: 'recurring', date: '', time, frequency, days, until: endsOn ?? '' })}
          </Text>
          <Text size="xs" c="dimmed">
            {item.nextRunAt && t.nextRun({ date: formatInZone(item.nextRunAt, timeZone) })}
            {item.runs > 0 && ` · ${t.runs({ count: item.runs })}`}
          </Text>
        </Stack>
      </Group>
    );
  }
  if (item.kind === 'plan' && item.scheduleAt)
    return (
      <Group gap={6} wrap="nowrap">
        <IconCalendarEvent size={16} aria-hidden />
        <Text size="sm">{t.startsAt({ date: formatLocalTime(item.scheduleAt) })}</Text>
      </Group>
    );
  return (
    <Text size="xs" c="dimmed">
      {t.createdAt({ date: formatInZone(item.createdAt, timeZone) })}
      {item.figures && item.figures.skipped > 0 && ` · ${t.skipped({ count: item.figures.skipped })}`}
    </Text>
  );
}
