import { Alert, Stack } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { IconAlertTriangle, IconLock, IconPackageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { updatesTexts } from '../../../config/updates-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/return-envelope.ts';
import { useSystemMessage } from '../api/post-system-message.ts';
import { usePackageChecking } from '../hooks/use-package-checking.ts';
import { useUpdateState } from '../hooks/use-update-state.ts';
import type { PackageMenuItem } from '../package-actions.ts';
import { PackageRow } from './package-row.tsx';
import { ReleaseNotesModal } from './release-notes-modal.tsx';

/**
 * The Packages list (spec sections 2 and 4, Packages): refreshed every 5 s; an action runs through the system
 * message call, and for 70 s afterwards that package reads 'Checking for updates...' while every other package's
 * button waits too. Only the installation administrator (`canAct`) acts; a company's admin sees the state.
 */
export function PackagesList({ canAct }: { canAct: boolean }) {
  const updateState = useUpdateState();
  const checking = usePackageChecking();
  const systemMessage = useSystemMessage();
  const [runningPackage, setRunningPackage] = useState<string | null>(null);
  const [notesPackage, setNotesPackage] = useState<string | null>(null);

  // A refresh that fails keeps the last list on show; only a list never loaded gives way to the message.
  if (!updateState.data) {
    if (updateState.isError) {
      return (
        <NoticePanel
          icon={<IconAlertTriangle size={30} />}
          title={feedbackMessages.packagesLoadFailed}
          color="orange"
        />
      );
    }
    return <Spinner label={updatesTexts.loadingPackages} />;
  }

  const packages = Object.entries(updateState.data.UpdateState);
  if (packages.length === 0) {
    return <NoticePanel icon={<IconPackageOff size={30} />} title={feedbackMessages.packagesEmpty} />;
  }

  function runAction(name: string, item: PackageMenuItem) {
    if (!item.actionId) {
      notify.warning(feedbackMessages.packagesNoAction);
      return;
    }
    setRunningPackage(name);
    systemMessage.mutate(item.actionId, {
      onSuccess: () => checking.record(name),
      onError: (error) => notify.error(updatesTexts.actionFailed(item.label, failureMessage(error, error.message))),
      onSettled: () => setRunningPackage(null),
    });
  }

  const notesEntry = notesPackage === null ? undefined : updateState.data.UpdateState[notesPackage];
  return (
    <>
      {!canAct && (
        <Alert
          icon={<IconLock size={18} aria-hidden />}
          color="gray"
          mb="md"
          title={updatesTexts.installationAdminOnlyTitle}
        >
          {updatesTexts.installationAdminOnly}
        </Alert>
      )}
      <Stack
        component="ul"
        aria-label={updatesTexts.packagesListLabel}
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {packages.map(([name, entry]) => (
          <PackageRow
            key={name}
            name={name}
            entry={entry}
            isChecking={checking.isChecking(name)}
            isLocked={!canAct || checking.isAnyChecking || systemMessage.isPending}
            isRunning={runningPackage === name}
            onAction={(item) => runAction(name, item)}
            onShowReleaseNotes={() => setNotesPackage(name)}
          />
        ))}
      </Stack>
      <ReleaseNotesModal
        name={notesEntry ? notesPackage : null}
        version={notesEntry?.nextVersion}
        notes={notesEntry?.releaseNotes}
        onClose={() => setNotesPackage(null)}
      />
    </>
  );
}
