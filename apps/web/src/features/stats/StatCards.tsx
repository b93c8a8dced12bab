import type { Stats } from '@griot/contract/stats/statsSchemas';
import { Group, Paper, Progress, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconMessages, IconRobot, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/formatNumber';

/** The four figures at the top of the home. */
export function StatCards({ stats }: { stats: Stats }) {
  const activeShare =
    stats.chatbotCount > 0 ? Math.round((stats.chatbotActive / stats.chatbotCount) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      <StatCard
        title="Chatbots actifs"
        icon={IconRobot}
        color="griot"
        value={`${formatNumber(stats.chatbotActive)} / ${formatNumber(stats.chatbotCount)}`}
      >
        <Progress
          value={activeShare}
          size="sm"
          radius="xl"
          aria-label={`${activeShare} % de chatbots actifs`}
        />
      </StatCard>
      <StatCard
        title="Utilisateurs actifs"
        icon={IconUsers}
        color="blue"
        value={formatNumber(stats.userCount)}
      >
        <Hint>Contacts ayant échangé avec vos chatbots</Hint>
      </StatCard>
      <StatCard
        title="Discussions"
        icon={IconMessages}
        color="ochre"
        value={formatNumber(stats.discussionCount)}
      >
        <Hint>Sur l'ensemble de vos chatbots</Hint>
      </StatCard>
      <StatCard
        title="Total chatbots"
        icon={IconWorld}
        color="grape"
        value={formatNumber(stats.chatbotCount)}
      >
        <Hint>Actifs et inactifs confondus</Hint>
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
