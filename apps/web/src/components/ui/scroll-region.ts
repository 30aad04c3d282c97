import type { ScrollAreaProps } from '@mantine/core';

/**
 * `scrollAreaProps` of a Table.ScrollContainer whose table holds nothing focusable: the scrolling area itself takes
 * the focus, as a named region, so that keyboard users can scroll a table wider than the screen with the arrow keys
 * (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function focusableScrollRegion(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
