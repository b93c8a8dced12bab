import { GROWTH_PERIOD_DEFAULT, GROWTH_PERIODS } from '@griot/contract/endUsers/endUserSchemas';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrain, IconMessages, IconRobot, IconRobotOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { FlowEditorButton } from '../../components/FlowEditorButton';
import { StatCard } from '../../components/StatCard';
import { StateCard } from '../../components/StateCard';
import { BroadcastPanel } from '../../features/broadcasts/BroadcastPanel';
import { SilentChatbotWarning } from '../../features/chatbots/SilentChatbotWarning';
import { EndUsersTable } from '../../features/endUsers/EndUsersTable';
import { ConditionsPanel } from '../../features/segments/ConditionsPanel';
import { classifyApiError } from '../../lib/apiErrors';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import type { MatchedSegment } from '../../lib/matchedSegment';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { chatbotDashboardTexts } from './chatbotDashboardTexts';
import type { KpiView } from './KpiChart';
import { trendPercent } from './kpiSeries';

const KpiChart = lazy(() => import('./KpiChart').then((module) => ({ default: module.KpiChart })));

/** Days of the daily active users chart. */
const DAU_DAYS = 14;

const VIEWS = ['dau', 'growth', 'average'] as const satisfies KpiView[];

/**
 * /dashboard/chatbots/{id}/home, 'Tableau de bord Chatbot': the chatbot's figures
 * with their refresh buttons, its activity charts from real conversations, the ways to its flow
 * editor and GRIOT IA, and its end-users.
 */
export function ChatbotDashboardPage() {
  const t = useTexts(chatbotDashboardTexts);
  const common = useTexts(commonTexts);
  const { id: chatbotId = '' } = useParams();
  const [view, setView] = useState<KpiView>('dau');
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const [months, setMonths] = useState(GROWTH_PERIOD_DEFAULT);
  const [segment, setSegment] = useState<MatchedSegment | undefined>();
  // Each panel for the roles that may use it: an agent keeps the figures, the end-users and the
  // way to the conversations.
  const can = {
    knowledge: useCan('knowledge.files'),
    settings: useCan('chatbots.update'),
    segments: useCan('segments.conditions'),
    broadcasts: useCan('broadcasts.list'),
  };
  const chatbot = useQuery(orpc.chatbots.get.queryOptions({ input: { id: chatbotId } }));
  const kpis = useQuery(
    orpc.endUsers.kpis.queryOptions({
      input: { id: chatbotId, months, days: DAU_DAYS },
      enabled: chatbot.isSuccess,
    }),
  );

  if (chatbot.isError) {
    const failure = classifyApiError(chatbot.error);
    const missing = failure.kind === 'response' && failure.status === 404;
    return (
      <StateCard
        icon={<IconRobotOff size={32} />}
        color={missing ? 'gray' : 'red'}
        title={missing ? t.notFound : t.loadFailed}
        text={missing ? t.notFoundText : common.states.checkConnection}
        role="alert"
      >
        {missing ? (
          <Button component={Link} to="/dashboard/chatbots" variant="light">
            {t.backToChatbots}
          </Button>
        ) : (
          <Button variant="light" color="red" onClick={() => void chatbot.refetch()}>
            {common.actions.retry}
          </Button>
        )}
      </StateCard>
    );
  }

  const bot = chatbot.data?.chatbot;
  const stats = kpis.data?.baddas_stats;
  const trend =
    stats && view === 'dau'
      ? trendPercent(
          stats.dau.map((day) => day.totalActiveUsers),
          1,
        )
      : stats && view === 'average'
        ? trendPercent(
            stats.average_discussion.map((month) => month.averageInteractions),
            0,
          )
        : stats
          ? trendPercent(
              stats.user_per_month.monthlyData.map((month) => month.newUsers),
              0,
            )
          : undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {t.intro}
        </Text>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/dashboard/chat/${chatbotId}`}
            variant="light"
            color="teal"
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            {t.conversations}
          </Button>
          <FlowEditorButton chatbotId={chatbotId} />
          {can.knowledge && (
            <Button
              component={Link}
              to={`/dashboard/chatbots/${chatbotId}/jarvis-knowledge`}
              variant="light"
              color="grape"
              leftSection={<IconBrain size={16} aria-hidden />}
            >
              {'GRIOT IA'}
            </Button>
          )}
        </Group>
      </Group>
      {bot && <SilentChatbotWarning chatbotId={chatbotId} reasons={bot.silent_reasons} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label={t.cards.chatbot}
          value={
            bot && !can.settings ? (
              bot.bot_name
            ) : bot ? (
              <Anchor
                component={Link}
                to={`/dashboard/chatbots/${chatbotId}/settings`}
                inherit
                truncate="end"
                display="block"
              >
                {bot.bot_name}
              </Anchor>
            ) : (
              '—'
            )
          }
          icon={<IconRobot size={22} />}
          loading={chatbot.isPending}
          refreshing={chatbot.isRefetching}
          onRefresh={() => void chatbot.refetch()}
        />
        <StatCard
          label={t.cards.users}
          value={bot ? formatNumber(bot.userCount) : '—'}
          icon={<IconUsers size={22} />}
          loading={chatbot.isPending}
          refreshing={chatbot.isRefetching}
          onRefresh={() => void chatbot.refetch()}
        />
        <StatCard
          label={t.cards.interactions}
          value={bot ? formatNumber(bot.interactionCount) : '—'}
          icon={<IconMessages size={22} />}
          loading={chatbot.isPending}
          refreshing={chatbot.isRefetching}
          onRefresh={() => void chatbot.refetch()}
        />
      </SimpleGrid>

      <Card withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm">
              <Title order={2} fz="lg">
                {t.activity}
              </Title>
              {trend !== undefined && (
                <Badge color={trend >= 0 ? 'teal' : 'red'} variant="light">
                  {t.trend({ value: `${trend >= 0 ? '+' : ''}${formatNumber(trend)}` })}
                </Badge>
              )}
            </Group>
            <Group gap="sm" wrap="wrap">
              <SegmentedControl
                orientation={small ? 'vertical' : 'horizontal'}
                fullWidth={small}
                aria-label={t.view}
                value={view}
                onChange={(value) => setView(value as KpiView)}
                data={VIEWS.map((value) => ({ value, label: t.views[value] }))}
              />
              {view !== 'dau' && (
                <Select
                  w={130}
                  aria-label={t.period}
                  value={String(months)}
                  onChange={(value) => setMonths(Number(value ?? GROWTH_PERIOD_DEFAULT))}
                  allowDeselect={false}
                  data={GROWTH_PERIODS.map((period) => ({
                    value: String(period),
                    label: t.months({ count: period }),
                  }))}
                />
              )}
            </Group>
          </Group>
          {kpis.isError ? (
            <Stack align="center" gap="xs" py="xl" role="alert">
              <Text c="red">{t.kpisFailed}</Text>
              <Button variant="light" color="red" onClick={() => void kpis.refetch()}>
                {common.actions.retry}
              </Button>
            </Stack>
          ) : stats ? (
            <Suspense fallback={<Skeleton h={280} />}>
              <KpiChart kpis={stats} view={view} />
            </Suspense>
          ) : (
            <Group justify="center" h={280}>
              <Loader aria-label={t.kpisLoading} />
            </Group>
          )}
        </Stack>
      </Card>

      {can.segments && <ConditionsPanel chatbotId={chatbotId} onMatched={setSegment} />}
      {can.broadcasts && bot?.type === 'whatsapp' && (
        <BroadcastPanel chatbotId={chatbotId} segment={segment} />
      )}

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t.endUsers}
        </Title>
        <EndUsersTable chatbotId={chatbotId} />
      </Stack>
    </Stack>
  );
}
