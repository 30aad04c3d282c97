import { Button, Group, Modal, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { uiTexts } from '../../config/ui-texts.ts';

interface ConfirmModalProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: MantineColor;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question. Mantine's modal locks page scrolling while it is open, as spec section 4 asks. */
export function ConfirmModal({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onCancel}
      title={title}
      centered
      size={450}
      lockScroll
      closeButtonProps={{ 'aria-label': uiTexts.close }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** The spec's Confirm Delete question, the same on every screen that deletes. */
export function DeleteConfirmModal({
  isOpen,
  onConfirm,
  onCancel,
}: Pick<ConfirmModalProps, 'isOpen' | 'onConfirm' | 'onCancel'>) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      title={uiTexts.confirmDeleteTitle}
      message={feedbackMessages.confirmDelete}
      confirmLabel={uiTexts.delete}
      cancelLabel={uiTexts.cancel}
      confirmColor="red"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
