import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the home, read out as a section named by its heading (`labelledBy`: the heading's id). */
export function HomeSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      component="section"
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}
