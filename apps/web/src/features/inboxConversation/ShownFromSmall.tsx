import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button's words, shown from the sm breakpoint: on a phone the icon alone keeps the header on
 * two lines. The button carries the same words as its aria-label (and title), so it is named alike.
 */
export function ShownFromSmall({ children }: { children: ReactNode }) {
  return (
    <Box component="span" visibleFrom="sm" ml={8}>
      {children}
    </Box>
  );
}

/** The icon sections lose their own margin: the words' span brings it when shown. */
export const compactSection = { section: { marginInlineEnd: 0 } };
