import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { HeaderMenu } from './header-menu.tsx';

/** The frame of every signed-in screen: the header menu above the screen's content. */
export function MainLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <HeaderMenu />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
