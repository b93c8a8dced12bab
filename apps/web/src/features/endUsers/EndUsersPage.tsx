import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessages, IconRobot, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatCard } from '../../components/StatCard';
import { formatNumber } from '../../lib/formatNumber';
import { orpc } from '../../lib/orpc';
import { EndUsersTable } from './EndUsersTable';

/**
 * /dashboard/all-users, 'Gestion des utilisateurs': the account's figures, each with
 * its refresh button, and every end-user of its chatbots.
 */
export function EndUsersPage() {
  // The home's call: both screens read one cached answer.
  const stats = useQuery(orpc.stats.global.queryOptions({ input: {} }));
  const figures = stats.data?.stats;
  const card = (label: string, value: number | undefined, icon: React.ReactNode) => (
    <StatCard
      label={label}
      value={value === undefined ? '—' : formatNumber(value)}
      icon={icon}
      loading={stats.isPending}
      refreshing={stats.isRefetching}
      onRefresh={() => void stats.refetch()}
    />
  );
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        Toutes les personnes qui ont écrit à vos chatbots, sur chaque canal.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {card('Utilisateurs', figures?.userCount, <IconUsers size={22} />)}
        {card('Chatbots', figures?.chatbotCount, <IconRobot size={22} />)}
        {card('Interactions', figures?.discussionCount, <IconMessages size={22} />)}
      </SimpleGrid>
      <EndUsersTable />
    </Stack>
  );
}
