import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  // The darkest shade keeps white labels and green links at WCAG AA contrast (≥ 4.5:1).
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  colors: { griot, ochre },
  defaultRadius: 'md',
  fontFamily:
    // i18n-exempt: a CSS font stack
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif, "Apple Color Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Mantine's default "dimmed" grey (gray.6 on white: 3.3:1) is below WCAG AA for small text, and
 * Griot shows many small secondary lines: a darker grey in light mode (gray.7: 8.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...lightVariantTextColors(Object.keys(current.colors)),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

/**
 * The "light" variant (tinted badges and buttons) writes shade 6 on a pale tint: 2-3:1 for the
 * greens and ochres. In light mode its text takes the darkest shade, darkened a fifth more,
 * which keeps every palette at AA on its tint — but yellow, whose darkest shade is an amber
 * (4.3:1 so: 'En attente' of the templates screen, found by axe), darkened a third.
 */
function lightVariantTextColors(colors: readonly string[]): Record<string, string> {
  const kept: Record<string, number> = { yellow: 65 };
  return Object.fromEntries(
    colors.map((color) => [
      `--mantine-color-${color}-light-color`,
      `color-mix(in srgb, var(--mantine-color-${color}-9) ${kept[color] ?? 80}%, black)`,
    ]),
  );
}
