import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { uiTexts } from '../../config/ui-texts.ts';

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

/** What a screen shows instead of content that could not be loaded; the failure may pass, so it offers a retry. */
export function LoadFailedPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <NoticePanel
      icon={<IconAlertTriangle size={30} />}
      title={title}
      color="orange"
      actions={<Button onClick={onRetry}>{uiTexts.retry}</Button>}
    />
  );
}
