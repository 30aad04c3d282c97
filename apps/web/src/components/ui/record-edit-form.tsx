import { Button, Group, Paper, Stack, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { uiTexts } from '../../config/ui-texts.ts';
import { BusyOverlay } from './spinner.tsx';

/** What an edit screen hands the form of one stored record. */
export interface RecordEditFormProps<StoredRecord, Body> {
  /** The record being edited; undefined while it loads. */
  record: StoredRecord | undefined;
  isSaving: boolean;
  onSave: (body: Body) => void;
  onCancel: () => void;
}

interface RecordEditFormFrameProps {
  /** Names the form. */
  label: string;
  isLoading: boolean;
  isSaving: boolean;
  loadingLabel: string;
  savingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  gap: MantineSpacing;
  maw?: number;
  /** The fields, above Cancel and Save. */
  children: ReactNode;
}

/**
 * The frame of a stored record's edit form: its fields, then Cancel and Save. While the record loads or saves, an
 * overlay says so and neither button can be pressed. Validation is the form's own (the contract's schema), so the
 * browser's is off.
 */
export function RecordEditFormFrame({
  label,
  isLoading,
  isSaving,
  loadingLabel,
  savingLabel,
  onSubmit,
  onCancel,
  gap,
  maw,
  children,
}: RecordEditFormFrameProps) {
  const isBusy = isLoading || isSaving;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} pos="relative" maw={maw}>
      <BusyOverlay isVisible={isBusy} label={isLoading ? loadingLabel : savingLabel} />
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap={gap}>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isBusy} onClick={onCancel}>
              {uiTexts.cancel}
            </Button>
            <Button type="submit" disabled={isBusy} loading={isSaving}>
              {uiTexts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
