import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
    // Mantine's default label, 'Toggle password visibility', would also answer to a search for the label 'Password'.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } } },
  },
});
