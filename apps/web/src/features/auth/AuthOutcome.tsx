import { type MantineColor, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthOutcomeProps {
  icon: ReactNode;
  /** The icon's colour; the theme's own when left out. */
  color?: MantineColor;
  title: ReactNode;
  /** What it means and where to go next. */
  children: ReactNode;
}

/** What an auth screen shows instead of its form once it is done (or cannot start): icon, title, text. */
export function AuthOutcome({ icon, color, title, children }: AuthOutcomeProps) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
