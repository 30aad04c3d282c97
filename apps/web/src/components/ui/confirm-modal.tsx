import { Button, Group, Modal, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';

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
    <Modal opened={isOpen} onClose={onCancel} title={title} centered size={450} lockScroll>
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
