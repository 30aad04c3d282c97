import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import { uiTexts } from '../../../config/ui-texts.ts';
import { updatesTexts } from '../../../config/updates-texts.ts';

interface ReleaseNotesModalProps {
  /** The package whose notes are open, or null when the dialog is closed. */
  name: string | null;
  version: string | undefined;
  notes: string | undefined;
  onClose: () => void;
}

/** The next version's release notes of a package, with an OK button. */
export function ReleaseNotesModal({ name, version, notes, onClose }: ReleaseNotesModalProps) {
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={name === null ? updatesTexts.releaseNotes : updatesTexts.releaseNotesOf(name, version)}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': uiTexts.close }}
    >
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {notes}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{updatesTexts.ok}</Button>
      </Group>
    </Modal>
  );
}
