import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Group, Paper, Progress, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconMessages, IconRobot, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { statsTexts } from './statsTexts';

/** The four figures at the top of the home. */
export function StatCards({ stats }: { stats: Stats }) {
  const t = useTexts(statsTexts);
  const activeShare =
    stats.chatbotCount > 0 ? Math.round((stats.chatbotActive / stats.chatbotCount) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      <StatCard
        title={t.cards.activeChatbots}
        icon={IconRobot}
        color="griot"
        value={`${formatNumber(stats.chatbotActive)} / ${formatNumber(stats.chatbotCount)}`}
      >
        <Progress
          value={activeShare}
          size="sm"
          radius="xl"
          aria-label={t.cards.activeShare({ percent: activeShare })}
        />
      </StatCard>
      <StatCard
        title={t.cards.activeUsers}
        icon={IconUsers}
        color="blue"
        value={formatNumber(stats.userCount)}
      >
        <Hint>{t.cards.activeUsersHint}</Hint>
      </StatCard>
      <StatCard
        title={t.cards.discussions}
        icon={IconMessages}
        color="ochre"
        value={formatNumber(stats.discussionCount)}
      >
        <Hint>{t.cards.discussionsHint}</Hint>
      </StatCard>
      <StatCard
        title={t.cards.totalChatbots}
        icon={IconWorld}
        color="grape"
        value={formatNumber(stats.chatbotCount)}
      >
        <Hint>{t.cards.totalHint}</Hint>
      </StatCard>
    </SimpleGrid>
  );
}

interface StatCardProps {
  title: string;
  icon: Icon;
  color: string;
  value: string;
  children: ReactNode;
}

function StatCard({ title, icon: CardIcon, color, value, children }: StatCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Text component="h2" size="sm" fw={600} c="dimmed" m={0}>
          {title}
        </Text>
        <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
          <CardIcon size={20} stroke={1.8} />
        </ThemeIcon>
      </Group>
      <Text fz={30} fw={700} lh={1.1} mb="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
