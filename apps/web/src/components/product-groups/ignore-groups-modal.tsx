import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MatchfixGroupIgnoreRequestSchema } from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProductGroupTexts } from '../../config/product-group-texts.ts';
import { uiTexts } from '../../config/ui-texts.ts';

/** The reason alone, checked as the API checks it: required, at most 500 characters, trimmed. */
const ReasonFormSchema = MatchfixGroupIgnoreRequestSchema.pick({ reason: true });
type ReasonFormInput = z.input<typeof ReasonFormSchema>;
type ReasonFormOutput = z.output<typeof ReasonFormSchema>;

interface IgnoreGroupsModalProps {
  texts: ProductGroupTexts;
  isOpen: boolean;
  /** How many products the rules will ignore. */
  count: number;
  isSubmitting: boolean;
  onConfirm: (reason: string) => void;
  /** Cancel, Escape, the close button or a click outside: nothing is sent. */
  onCancel: () => void;
}

/** Asks why the selected products are ignored; the rules carry the reason into the output of their rows. */
export function IgnoreGroupsModal({ texts, isOpen, ...form }: IgnoreGroupsModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={form.onCancel}
      title={texts.ignoreTitle}
      centered
      size={500}
      lockScroll
      closeButtonProps={{ 'aria-label': uiTexts.close }}
    >
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      <IgnoreReasonForm texts={texts} {...form} />
    </Modal>
  );
}

function IgnoreReasonForm({ texts, count, isSubmitting, onConfirm, onCancel }: Omit<IgnoreGroupsModalProps, 'isOpen'>) {
  const form = useForm<ReasonFormInput, unknown, ReasonFormOutput>({
    resolver: zodResolver(ReasonFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>{texts.ignoreText(count)}</Text>
        <Textarea
          label={texts.reasonLabel}
          description={texts.reasonDescription}
          required
          rows={4}
          data-autofocus
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {uiTexts.cancel}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            {texts.confirmIgnore}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
