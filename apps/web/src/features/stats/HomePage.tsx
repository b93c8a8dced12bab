import { Grid, Stack } from '@mantine/core';
import { HomeEmptyState } from './HomeEmptyState';
import { HomeError } from './HomeError';
import { HomeSkeleton } from './HomeSkeleton';
import { LastDiscussions } from './LastDiscussions';
import { MonthlyMessagesCard } from './MonthlyMessagesCard';
import { PerformanceChart } from './PerformanceChart';
import { StatCards } from './StatCards';
import { useGlobalStats } from './useGlobalStats';

/** The dashboard home: the account's figures at a glance. */
export function HomePage() {
  const state = useGlobalStats();
  if (state.status === 'loading') return <HomeSkeleton />;
  if (state.status === 'error') return <HomeError onRetry={state.retry} retrying={state.retrying} />;

  const { stats } = state;
  if (stats.chatbotCount === 0) return <HomeEmptyState />;
  return (
    <Stack gap="lg">
      <StatCards stats={stats} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PerformanceChart chatbots={stats.fourMostPopularChatbot} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <LastDiscussions discussions={stats.fourLastDiscussions} />
        </Grid.Col>
      </Grid>
      <MonthlyMessagesCard months={stats.messagesByMonth} />
    </Stack>
  );
}
