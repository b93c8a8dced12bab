import { Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconClockCheck,
  IconMessageCircleUser,
  IconStopwatch,
  IconTrendingDown,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { AgentTimesTable } from './AgentTimesTable';
import { formatDuration } from './formatDuration';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { LoadState } from './LoadState';
import { TimeFigure } from './TimeFigure';
import { useResponseTimes } from './useInboxSettingsQueries';

// recharts is heavy: loaded with the chart, once there are figures to draw.
const ResponseTimesChart = lazy(() =>
  import('./ResponseTimesChart').then((module) => ({ default: module.ResponseTimesChart })),
);

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/**
 * /dashboard/inbox/reports 'Temps de réponse' (editors and above): over 7, 30 or 90 days, the
 * stretches the team handled, their median first response and resolution, per agent and compared.
 */
export function ResponseTimesPage() {
  const texts = useTexts(inboxSettingsTexts);
  const t = texts.reports;
  const [days, setDays] = useState<Period>(7);
  const query = useResponseTimes(days);
  const figures = query.data;
  const duration = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? t.none : formatDuration(seconds);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={2}>{t.title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t.subtitle}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/dashboard/inbox"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {texts.backToInbox}
          </Button>
          <SegmentedControl
            aria-label={t.period}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as Period)}
            data={PERIODS.map((period) => ({ value: String(period), label: t.periods[period] }))}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          />
        </Group>
      </Group>

      <LoadState
        query={query}
        loading={t.loading}
        empty={figures?.overall.conversations === 0}
        emptyIcon={<IconMessageCircleUser size={30} />}
        emptyTitle={t.emptyTitle}
        emptyText={t.emptyText}
      >
        {figures && (
          <>
            <SimpleGrid
              cols={{ base: 1, sm: 3 }}
              spacing="md"
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
              <TimeFigure
                label={t.handled}
                value={formatNumber(figures.overall.conversations)}
                icon={<IconMessageCircleUser size={22} />}
              />
              <TimeFigure
                label={t.firstResponse}
                value={duration(figures.overall.first_response_median)}
                icon={<IconStopwatch size={22} />}
              />
              <TimeFigure
                label={t.resolution}
                value={duration(figures.overall.resolution_median)}
                icon={<IconClockCheck size={22} />}
              />
            </SimpleGrid>
            {figures.agents.length > 0 && (
              <>
                <Card withBorder radius="lg" p="lg">
                  <Title order={3} fz="md" mb="sm">
                    {t.agentsHeading}
                  </Title>
                  <AgentTimesTable agents={figures.agents} />
                </Card>
                <Card withBorder radius="lg" p="lg">
                  <Group gap="xs" mb="md">
                    <IconTrendingDown size={20} aria-hidden />
                    <Title order={3} fz="md">
                      {t.chartHeading}
                    </Title>
                  </Group>
                  <Suspense fallback={<Loader size="sm" />}>
                    <ResponseTimesChart agents={figures.agents} />
                  </Suspense>
                </Card>
              </>
            )}
          </>
        )}
      </LoadState>
    </Stack>
  );
}
