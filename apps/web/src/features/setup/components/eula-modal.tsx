import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { setupTexts } from '../../../config/setup-texts.ts';
import { eulaText } from '../eula-text.ts';

/** The scrolling text takes the focus first (Mantine's focus trap looks for `data-autofocus`). */
const textViewportProps = {
  tabIndex: 0,
  role: 'region',
  'aria-label': setupTexts.eulaTextLabel,
  'data-autofocus': true,
};

interface EulaModalProps {
  isOpen: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The End User License Agreement with Accept and Decline (spec section 2). Mantine's modal traps the focus; the text
 * is a focusable region, focused first, so the arrow and page keys scroll it. Escape counts as Decline.
 */
export function EulaModal({ isOpen, onAccept, onDecline }: EulaModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onDecline}
      title={eulaText.title}
      size="xl"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <ScrollArea h="min(60vh, 560px)" type="auto" offsetScrollbars viewportProps={textViewportProps}>
        <Stack gap="md" pr="sm">
          <Text size="sm">{eulaText.introduction}</Text>
          {eulaText.sections.map((section, index) => (
            <Stack key={section.heading} gap={6}>
              <Title order={3} fz="md">
                {`${index + 1}. ${section.heading}`}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </ScrollArea>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDecline}>
          {setupTexts.eulaDecline}
        </Button>
        <Button onClick={onAccept}>{setupTexts.eulaAccept}</Button>
      </Group>
    </Modal>
  );
}
