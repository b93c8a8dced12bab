import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The icon, title and optional line under it that open a form section, folding or not. */
export function SectionHeading({
  title,
  description,
  icon,
}: {
  title: string;
  description?: string;
  icon: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Title order={3} fz="md">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
    </Group>
  );
}
