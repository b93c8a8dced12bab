import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { statsTexts } from './statsTexts';

/** The home's layout in grey while /get/stats answers, so that nothing jumps when it does. */
export function HomeSkeleton() {
  const t = useTexts(statsTexts);
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label={t.loading}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {['active', 'users', 'discussions', 'total'].map((card) => (
          <Paper key={card} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" mb="md">
              <Skeleton height={12} width="50%" radius="xl" />
              <Skeleton height={38} width={38} radius="md" />
            </Group>
            <Skeleton height={28} width="40%" radius="sm" mb="sm" />
            <Skeleton height={8} radius="xl" />
          </Paper>
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
            <Skeleton height={16} width="45%" radius="xl" mb="xl" />
            <Group align="flex-end" justify="space-around" h={240}>
              {[180, 120, 90, 60].map((height) => (
                <Skeleton key={height} height={height} width={56} radius="md" />
              ))}
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
            <Skeleton height={16} width="55%" radius="xl" mb="lg" />
            {['a', 'b', 'c', 'd'].map((row) => (
              <Group key={row} mb="md" wrap="nowrap">
                <Skeleton height={40} circle />
                <Stack gap={6} flex={1}>
                  <Skeleton height={10} width="60%" radius="xl" />
                  <Skeleton height={8} width="35%" radius="xl" />
                </Stack>
              </Group>
            ))}
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Skeleton height={16} width="25%" radius="xl" mb="xl" />
        <Skeleton height={160} radius="md" />
      </Paper>
    </Stack>
  );
}
