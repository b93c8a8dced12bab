import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StateCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  /** 'alert' for errors, so screen readers announce them. */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** The framed empty or error state of a chatbot screen: icon, title, explanation, way forward. */
export function StateCard({ icon, color, title, text, role, children }: StateCardProps) {
  return (
    <Card withBorder radius="lg" py={56} px="xl">
      <Stack align="center" gap="sm" maw={480} mx="auto" ta="center" role={role}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {children && <div>{children}</div>}
      </Stack>
    </Card>
  );
}
