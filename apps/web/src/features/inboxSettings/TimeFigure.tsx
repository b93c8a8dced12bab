import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure of the response times: its label, its value, its icon. */
export function TimeFigure({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={24} fw={800} lh={1.2}>
            {value}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
