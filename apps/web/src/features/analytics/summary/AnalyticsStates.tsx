import { Button, Grid, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconChartAreaLine } from '@tabler/icons-react';
import { RetryButton } from '../../../components/RetryButton';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { analyticsTexts } from '../analyticsTexts';

/** The screen's layout in grey while the figures come, so that nothing jumps when they do. */
export function AnalyticsSkeleton() {
  const t = useTexts(analyticsTexts);
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label={t.loading}>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((card) => (
          <Paper key={card} withBorder radius="lg" p="md">
            <Skeleton h={12} w="60%" radius="xl" mb="md" />
            <Skeleton h={28} w="45%" radius="sm" />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg">
        <Skeleton h={16} w="30%" radius="xl" mb="lg" />
        <Skeleton h={260} radius="md" />
      </Paper>
      <Grid gap="lg">
        {[1, 2].map((card) => (
          <Grid.Col key={card} span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="lg" p="lg">
              <Skeleton h={16} w="40%" radius="xl" mb="lg" />
              <Skeleton h={160} radius="md" />
            </Paper>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}

/** No conversation in the period: say so, and offer a longer one. */
export function AnalyticsEmpty({ onWiden }: { onWiden?: () => void }) {
  const t = useTexts(analyticsTexts).empty;
  return (
    <StateCard
      icon={<IconChartAreaLine size={30} />}
      color="teal"
      title={t.title}
      text={t.text}
      role="status"
    >
      {onWiden && (
        <Button variant="light" onClick={onWiden}>
          {t.widen}
        </Button>
      )}
    </StateCard>
  );
}

/** The figures did not come: say so, and let the user try again. */
export function AnalyticsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useTexts(analyticsTexts).error;
  return (
    <StateCard icon={<IconAlertTriangle size={30} />} color="red" title={t.title} text={t.text} role="alert">
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </StateCard>
  );
}
