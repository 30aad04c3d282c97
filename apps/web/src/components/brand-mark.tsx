import { Group, Text } from '@mantine/core';
import { uiTexts } from '../config/ui-texts.ts';

/** The product's logo: a monogram tile beside the product name. */
export function BrandMark({ isInverted = false }: { isInverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={isInverted ? '#ffffff' : '#0b7285'} />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13l6 5"
          fill="none"
          stroke={isInverted ? '#0b7285' : '#ffffff'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text fw={700} fz={20} lh={1} c={isInverted ? 'white' : undefined} style={{ letterSpacing: '-0.01em' }}>
        {uiTexts.productName}
      </Text>
    </Group>
  );
}
