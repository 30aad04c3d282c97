import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoticePanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  color?: MantineColor;
}

/** A centred panel that tells the user why a screen has no content: empty, not yet built, not allowed. */
export function NoticePanel({ icon, title, children, actions, color }: NoticePanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} role="region" aria-label={title}>
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {children && (
          <Text c="dimmed" maw={560}>
            {children}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
