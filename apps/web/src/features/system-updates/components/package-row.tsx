import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UpdateStateEntry } from '@rnorm/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { updatesTexts } from '../../../config/updates-texts.ts';
import { packageButton, type PackageMenuItem } from '../package-actions.ts';
import { PackageActionButton } from './package-action-button.tsx';

interface PackageRowProps {
  name: string;
  entry: UpdateStateEntry;
  isChecking: boolean;
  isLocked: boolean;
  isRunning: boolean;
  onAction: (item: PackageMenuItem) => void;
  onShowReleaseNotes: () => void;
}

/**
 * One package (spec section 2, Packages): its name, installed and latest versions and its action button, with the
 * release notes of the next version and the reason the last action failed when the server sends them.
 */
export function PackageRow({ name, entry, onShowReleaseNotes, ...action }: PackageRowProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={name} data-testid={`package-row-${name}`}>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {name}
          </Title>
          <Text fz="sm">{updatesTexts.installedVersion(entry.currentVersion)}</Text>
          <Text fz="sm">{updatesTexts.latestVersion(entry.nextVersion)}</Text>
        </Stack>
        <Group gap="sm">
          {entry.releaseNotes && (
            <Button variant="subtle" onClick={onShowReleaseNotes}>
              {updatesTexts.releaseNotes}
            </Button>
          )}
          <PackageActionButton name={name} button={packageButton(entry)} {...action} />
        </Group>
      </Group>
      {entry.message && (
        <Alert
          mt="sm"
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={updatesTexts.lastActionFailed}
          data-testid={`package-message-${name}`}
        >
          {entry.message}
        </Alert>
      )}
    </Paper>
  );
}
