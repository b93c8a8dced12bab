import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the screen: its title (a heading the page's outline lists), a line under it, its export. */
export function AnalyticsCard({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title} miw={0}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </div>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
