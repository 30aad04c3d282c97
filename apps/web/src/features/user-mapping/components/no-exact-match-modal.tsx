import { Button, Group, Modal, Text } from '@mantine/core';
import { uiTexts } from '../../../config/ui-texts.ts';

interface NoExactMatchModalProps {
  isOpen: boolean;
  onProceed: () => void;
  /** Escape, the close button or a click outside: nothing is created. */
  onClose: () => void;
}

/** Spec: warns that the normalized values are not in the catalog, so the rule creates a custom entry. */
export function NoExactMatchModal({ isOpen, onProceed, onClose }: NoExactMatchModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={uiTexts.noExactMatchTitle}
      centered
      size={450}
      lockScroll
      closeButtonProps={{ 'aria-label': uiTexts.close }}
    >
      <Text>{uiTexts.noExactMatchText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onProceed} data-autofocus>
          {uiTexts.noExactMatchOk}
        </Button>
      </Group>
    </Modal>
  );
}
