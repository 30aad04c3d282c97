import { createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep teal-blue, light to dark; shade 7 is the brand colour of the logo. */
const brand: MantineColorsTuple = [
  '#e3fafc',
  '#c5f1f6',
  '#99e2ec',
  '#66cfdf',
  '#3bbbd0',
  '#1fa2ba',
  '#13879f',
  '#0b7285',
  '#0a5d6d',
  '#084a57',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { offset: 10, openDelay: 50 } },
    // Mantine's placeholder, a role="presentation" element that takes the focus when a menu opens, breaks the menu's
    // required structure for assistive technology (axe: aria-required-children); without it the first item takes the
    // focus, as the WAI-ARIA menu button pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's default label, 'Toggle password visibility', would also answer to a search for the label 'Password'.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
  },
});

/** The colours that carry text on filled and light buttons and badges. */
const statusColors = ['red', 'green', 'orange', 'blue'] as const;

/**
 * Mantine's light-scheme defaults fall short of WCAG AA contrast (4.5:1 for text): dimmed text (gray 6), error messages
 * (red 6), white on filled red, green, orange and blue (shade 7), and the text of light badges and buttons (shade 9 on
 * shade 1 or 2). These derive from the darkest shade instead; the brand colour passes as it is.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      statusColors.flatMap((color) => {
        const darkest = resolvedTheme.colors[color][9];
        return [
          [`--mantine-color-${color}-filled`, darken(darkest, 0.1)],
          [`--mantine-color-${color}-filled-hover`, darken(darkest, 0.2)],
          [`--mantine-color-${color}-light-color`, darken(darkest, 0.2)],
        ];
      }),
    ),
  },
  dark: {},
});
