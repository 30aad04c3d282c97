import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { updatesTexts } from '../../../config/updates-texts.ts';
import type { PackageButton, PackageMenuItem } from '../package-actions.ts';

interface PackageActionButtonProps {
  name: string;
  button: PackageButton;
  /** The package is in its checking window after an action. */
  isChecking: boolean;
  /** Another package is in its window, or an action is running. */
  isLocked: boolean;
  /** This package's action is running. */
  isRunning: boolean;
  onAction: (item: PackageMenuItem) => void;
}

/**
 * A package's one action button (spec section 4, Packages): Download or Install opening a drop-down of actions, a
 * disabled label for the other states, and 'Checking for updates...' for 70 s after an action.
 */
export function PackageActionButton({
  name,
  button,
  isChecking,
  isLocked,
  isRunning,
  onAction,
}: PackageActionButtonProps) {
  const testId = `package-action-${name}`;
  if (isChecking) {
    return (
      <Button disabled data-testid={testId}>
        {updatesTexts.checkingForUpdates}
      </Button>
    );
  }
  if (button.kind === 'label') {
    return (
      <Button disabled data-testid={testId}>
        {button.label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" withinPortal disabled={isLocked}>
      <Menu.Target>
        <Button
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={isLocked}
          loading={isRunning}
          data-testid={testId}
        >
          {button.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid={`package-menu-${name}`}>
        {button.items.map((item) => (
          <Menu.Item key={item.label} onClick={() => onAction(item)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
