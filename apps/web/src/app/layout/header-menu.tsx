import { ActionIcon, Box, Burger, Button, Drawer, Group, Menu, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDevicesOff, IconDotsVertical, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { pageCovers } from '../../features/session/access-control.ts';
import { useLogout } from '../../features/session/hooks/use-logout.ts';
import { useSession } from '../../features/session/session-context.ts';
import { UpdatesIndicator } from '../../features/system-updates/components/updates-indicator.tsx';
import { headerMenu, type MenuLink, type MenuSection } from './menu-entries.ts';

function isCurrent(path: string, pathname: string): boolean {
  return path === paths.home ? pathname === path : pageCovers(path, pathname);
}

function sectionLinks(section: MenuSection): MenuLink[] {
  return 'items' in section ? section.items : [{ label: section.label, path: section.path }];
}

/**
 * The product header: drop-down menus on wide screens, a drawer on narrow ones. An entry the user's role may not
 * open is dimmed and is not a link (spec sections 2 and 6).
 */
export function HeaderMenu() {
  const { canOpen, username } = useSession();
  const { pathname } = useLocation();
  const { logout, logoutEverywhere, isLoggingOut } = useLogout();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const [isAskingEverywhere, everywhereQuestion] = useDisclosure(false);
  const confirmEverywhere = () => {
    everywhereQuestion.close();
    drawer.close();
    void logoutEverywhere();
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Box component={Link} to={paths.home} aria-label={`${uiTexts.productName} home`} c="inherit" td="none">
          <BrandMark />
        </Box>
        <Group component="nav" aria-label={uiTexts.mainNavigation} gap={4} visibleFrom="md" wrap="nowrap">
          {headerMenu.map((section) => {
            const isSectionCurrent = sectionLinks(section).some((link) => isCurrent(link.path, pathname));
            if (!('items' in section)) {
              const isEnabled = canOpen(section.path);
              return isEnabled ? (
                <Button
                  key={section.label}
                  component={Link}
                  to={section.path}
                  variant={isSectionCurrent ? 'light' : 'subtle'}
                  aria-current={isSectionCurrent ? 'page' : undefined}
                >
                  {section.label}
                </Button>
              ) : (
                <Button key={section.label} variant="subtle" disabled aria-disabled>
                  {section.label}
                </Button>
              );
            }
            return (
              <Menu key={section.label} position="bottom-start" shadow="md" width={220} withinPortal>
                <Menu.Target>
                  <Button
                    variant={isSectionCurrent ? 'light' : 'subtle'}
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    {section.label}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {section.items.map((item) =>
                    canOpen(item.path) ? (
                      <Menu.Item
                        key={item.path}
                        component={Link}
                        to={item.path}
                        aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
                      >
                        {item.label}
                      </Menu.Item>
                    ) : (
                      <Menu.Item key={item.path} disabled>
                        {item.label}
                      </Menu.Item>
                    ),
                  )}
                </Menu.Dropdown>
              </Menu>
            );
          })}
        </Group>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <UpdatesIndicator />
        <Text size="sm" c="dimmed" visibleFrom="md" truncate maw={220} title={uiTexts.signedInAs(username)}>
          {uiTexts.signedInAs(username)}
        </Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
          disabled={isLoggingOut}
          visibleFrom="md"
        >
          {uiTexts.logout}
        </Button>
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={uiTexts.sessionActions}
              disabled={isLoggingOut}
              visibleFrom="md"
            >
              <IconDotsVertical size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{uiTexts.signedInAs(username)}</Menu.Label>
            <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={everywhereQuestion.open}>
              {uiTexts.signOutEverywhere}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Burger opened={isDrawerOpen} onClick={drawer.toggle} hiddenFrom="md" aria-label={uiTexts.openNavigation} />
      </Group>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        title={<BrandMark />}
        hiddenFrom="md"
        size="xs"
        padding="md"
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ 'aria-label': uiTexts.closeNavigation }}
      >
        <Stack component="nav" aria-label={uiTexts.mainNavigation} gap="md">
          {headerMenu.map((section) => (
            <Box key={section.label}>
              {'items' in section && (
                <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                  {section.label}
                </Text>
              )}
              {sectionLinks(section).map((item) =>
                canOpen(item.path) ? (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={item.label}
                    active={isCurrent(item.path, pathname)}
                    aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
                    onClick={drawer.close}
                  />
                ) : (
                  <NavLink key={item.path} component="span" label={item.label} disabled aria-disabled />
                ),
              )}
            </Box>
          ))}
          <Text size="sm" c="dimmed">
            {uiTexts.signedInAs(username)}
          </Text>
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout()}
            disabled={isLoggingOut}
          >
            {uiTexts.logout}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconDevicesOff size={16} aria-hidden />}
            onClick={everywhereQuestion.open}
            disabled={isLoggingOut}
          >
            {uiTexts.signOutEverywhere}
          </Button>
        </Stack>
      </Drawer>
      <ConfirmModal
        isOpen={isAskingEverywhere}
        title={uiTexts.signOutEverywhere}
        message={uiTexts.signOutEverywhereQuestion}
        confirmLabel={uiTexts.signOutEverywhere}
        confirmColor="red"
        onConfirm={confirmEverywhere}
        onCancel={everywhereQuestion.close}
      />
    </Group>
  );
}
