import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';

interface PublicLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Container width; the registration form needs two columns. */
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The frame of the screens a visitor sees before signing in: the brand, then one card. */
export function PublicLayout({ title, subtitle, size = 'xs', children }: PublicLayoutProps) {
  return (
    <Box
      mih="100vh"
      py={{ base: 'lg', sm: 48 }}
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, #ffffff 55%)' }}
    >
      <Container size={size}>
        <Stack gap="lg">
          <BrandMark />
          <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={6} mb="lg">
                {subtitle}
              </Text>
            )}
            {!subtitle && <Box mb="lg" />}
            {children}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
