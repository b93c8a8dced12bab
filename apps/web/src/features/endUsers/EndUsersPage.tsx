import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessages, IconRobot, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatCard } from '../../components/StatCard';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { EndUsersTable } from './EndUsersTable';
import { endUserTexts } from './endUserTexts';

/**
 * /dashboard/all-users, 'Gestion des utilisateurs': the account's figures, each with
 * its refresh button, and every end-user of its chatbots.
 */
export function EndUsersPage({ actions }: { actions?: React.ReactNode } = {}) {
  const t = useTexts(endUserTexts).list;
  // The workspace's figures are the editors' (an agent sees the end-users alone).
  const canReadFigures = useCan('stats.global');
  // The home's call: both screens read one cached answer.
  const stats = useQuery(orpc.stats.global.queryOptions({ input: {}, enabled: canReadFigures }));
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
        {t.intro}
      </Text>
      {actions}
      {canReadFigures && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {card(t.stats.endUsers, figures?.userCount, <IconUsers size={22} />)}
          {card(t.stats.chatbots, figures?.chatbotCount, <IconRobot size={22} />)}
          {card(t.stats.interactions, figures?.discussionCount, <IconMessages size={22} />)}
        </SimpleGrid>
      )}
      <EndUsersTable />
    </Stack>
  );
}
