import { Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One numbered step of the composer ('1 Chatbot', '2 Audience'…), a card with its heading. */
export function ComposerSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const id = `campaign-step-${step}`;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="xl" size="md" variant="light" aria-hidden>
            {step}
          </ThemeIcon>
          <Title order={2} fz="md" id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
