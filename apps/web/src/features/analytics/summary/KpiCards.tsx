import type { AnalyticsSummary, Figure } from '@griot/contract/analytics/analyticsSchemas';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconCircleCheck,
  IconDoorExit,
  IconHeadset,
  IconMessageCircle,
  IconUserHeart,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { analyticsTexts } from '../analyticsTexts';
import { CountTrend } from './TrendBadge';
import type { GoodWhen } from './trend';

interface Kpi {
  key: string;
  label: string;
  figure: Figure;
  icon: ReactNode;
  color: string;
  goodWhen?: GoodWhen;
}

/** The period's headline figures, each with its trend against the previous period. */
export function KpiCards({ summary }: { summary: AnalyticsSummary }) {
  const t = useTexts(analyticsTexts).kpis;
  const kpis: Kpi[] = [
    {
      key: 'started',
      label: t.started,
      figure: summary.conversations.started,
      icon: <IconMessageCircle size={18} />,
      color: 'teal',
    },
    {
      key: 'finished',
      label: t.finished,
      figure: summary.conversations.finished,
      icon: <IconCircleCheck size={18} />,
      color: 'green',
    },
    // More conversations left half-way is bad news: its rise shows red.
    {
      key: 'left',
      label: t.left,
      figure: summary.conversations.left,
      icon: <IconDoorExit size={18} />,
      color: 'orange',
      goodWhen: 'down',
    },
    {
      key: 'inbound',
      label: t.inbound,
      figure: summary.messages.inbound,
      icon: <IconArrowDownLeft size={18} />,
      color: 'blue',
    },
    {
      key: 'outbound',
      label: t.outbound,
      figure: summary.messages.outbound,
      icon: <IconArrowUpRight size={18} />,
      color: 'indigo',
    },
    {
      key: 'new',
      label: t.newUsers,
      figure: summary.end_users.new,
      icon: <IconUserPlus size={18} />,
      color: 'grape',
    },
    {
      key: 'returning',
      label: t.returningUsers,
      figure: summary.end_users.returning,
      icon: <IconUserHeart size={18} />,
      color: 'pink',
    },
    {
      key: 'handovers',
      label: t.handovers,
      figure: summary.handovers.total,
      icon: <IconHeadset size={18} />,
      color: 'yellow',
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t.title}
    >
      {kpis.map((kpi) => (
        <Paper key={kpi.key} component="li" withBorder radius="lg" p="md" data-kpi={kpi.key}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm" c="dimmed" fw={600}>
              {kpi.label}
            </Text>
            <ThemeIcon size={32} radius="md" variant="light" color={kpi.color} aria-hidden>
              {kpi.icon}
            </ThemeIcon>
          </Group>
          <Group gap="xs" align="baseline" mt={4} wrap="wrap">
            <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2}>
              {formatNumber(kpi.figure.value)}
            </Text>
            <CountTrend figure={kpi.figure} goodWhen={kpi.goodWhen} />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
