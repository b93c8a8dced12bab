import { Anchor, Box, Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartFunnel, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { SectionError } from '../SectionError';
import { FunnelBars } from './FunnelBars';
import { FunnelBlockTable } from './FunnelBlockTable';
import { FunnelChoices } from './FunnelChoices';
import { funnelSteps } from './funnelShares';
import { funnelTexts } from './funnelTexts';
import { useFunnel } from './useFunnel';

export interface FunnelSectionProps {
  chatbotId: string;
  /** The screen's period: workspace days `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
}

/**
 * The analytics screen's funnel of one chatbot: the main path from the welcome block as a funnel,
 * every block with its drop-off (sortable), the most chosen buttons and list rows, and a way to
 * the flow editor with the 'Statistiques' overlay on.
 */
export function FunnelSection({ chatbotId, from, to }: FunnelSectionProps) {
  const t = useTexts(funnelTexts);
  const state = useFunnel(chatbotId, from, to);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="funnel-title">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Box miw={0} style={{ flex: '1 1 240px' }}>
          <Group gap={6} wrap="nowrap">
            <Title order={3} size="h4" id="funnel-title">
              {t.title}
            </Title>
            {state.status === 'ready' && state.refreshing && <Loader size="xs" aria-label={t.loading} />}
          </Group>
          <Text size="sm" c="dimmed">
            {t.subtitle}
          </Text>
        </Box>
        <Anchor
          component={Link}
          to={`/dashboard/chatbots/${chatbotId}/playground?stats=1`}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t.openEditor}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      </Group>
      <FunnelBody state={state} />
    </Card>
  );
}

function FunnelBody({ state }: { state: ReturnType<typeof useFunnel> }) {
  const t = useTexts(funnelTexts);
  if (state.status === 'loading')
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t.loading}>
        <Skeleton h={28} />
        <Skeleton h={28} w="80%" />
        <Skeleton h={28} w="55%" />
        <Skeleton h={120} mt="sm" />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <SectionError
        title={t.failedTitle}
        text={t.failedText}
        retryLabel={t.retry}
        onRetry={state.retry}
        retrying={state.retrying}
      />
    );
  const { funnel } = state;
  const reachedAny = funnel.conversations > 0 || funnel.blocks.some((block) => block.reached > 0);
  if (!reachedAny)
    return (
      <StateCard
        icon={<IconChartFunnel size={32} />}
        color="blue"
        title={t.emptyTitle}
        text={t.emptyText}
        role="status"
      />
    );
  const steps = funnelSteps(funnel);
  return (
    <Stack gap="lg" style={{ opacity: state.refreshing ? 0.6 : 1 }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h5">
            {t.path.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.conversations({ count: funnel.conversations })}
          </Text>
        </Group>
        <FunnelBars steps={steps} />
        {steps.length === 1 && (
          <Text size="xs" c="dimmed">
            {t.path.single}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" miw={0}>
          <Title order={4} size="h5">
            {t.table.title}
          </Title>
          <FunnelBlockTable blocks={funnel.blocks} />
        </Stack>
        <Stack gap="xs" miw={0}>
          <Title order={4} size="h5">
            {t.choices.title}
          </Title>
          <FunnelChoices blocks={funnel.blocks} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
