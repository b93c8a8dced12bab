import { em } from '@mantine/core';

/** Mantine's `sm` breakpoint: below it the layout is a phone's (the sidebar becomes a drawer). */
export const SMALL_SCREEN_QUERY = `(max-width: ${em(767.98)})`;
