import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Griot's green: the deep teal of the brand, from light to dark. */
const griot: MantineColorsTuple = [
  '#e6fbf7',
  '#d3f2ec',
  '#a9e3d8',
  '#7bd3c3',
  '#55c6b1',
  '#3dbea6',
  '#2dba9f',
  '#1ca38b',
  '#0f917b',
  '#007e69',
];

/** Warm ochre, for highlights and the marketing side of the auth screens. */
const ochre: MantineColorsTuple = [
  '#fff6e1',
  '#ffeccc',
  '#ffd79b',
  '#ffc164',
  '#ffae38',
  '#ffa21b',
  '#ff9c09',
  '#e38800',
  '#ca7800',
  '#af6700',
];

export const theme = createTheme({
  primaryColor: 'griot',
  primaryShade: { light: 8, dark: 6 },
  colors: { griot, ochre },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif, "Apple Color Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
