import { Box, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** What a chart whose parts can be chosen does with the choice (a results page shows those rows). */
export interface ChartSelect {
  onSelect: (label: string) => void;
  /**
   * Said after a part's label and count, for assistive technology only ("(show these rows)"): the button is named by
   * what it shows, so that a user who says what they see can press it.
   */
  hint: string;
}

/** One part of a chart (a bar, a legend entry): a button when the chart's parts can be chosen, else a plain box. */
export function ChartPart({
  label,
  select,
  style,
  children,
}: {
  label: string;
  select: ChartSelect | undefined;
  style?: CSSProperties;
  children: ReactNode;
}) {
  if (!select) return <Box style={style}>{children}</Box>;
  return (
    <UnstyledButton onClick={() => select.onSelect(label)} style={{ borderRadius: 4, ...style }}>
      {children}
      <VisuallyHidden>{select.hint}</VisuallyHidden>
    </UnstyledButton>
  );
}
