import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import {
  DataMappingUpdateRequestSchema,
  type DataMappingUpdateRequest,
  type UserDataMappingRecord,
} from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RecordEditFormFrame, type RecordEditFormProps } from '../../../components/ui/record-edit-form.tsx';
import { fieldLabel, personalizationTexts as texts } from '../../../config/personalization-texts.ts';

export type DataMappingUpdateBody = z.output<typeof DataMappingUpdateRequestSchema>;

/**
 * The field and the normalized value name the mapping and cannot change; the customized value is required (spec
 * sections 2 and 5). While the mapping loads or saves, nothing can be pressed.
 */
export function UserDataMappingForm({
  record,
  isSaving,
  onSave,
  onCancel,
}: RecordEditFormProps<UserDataMappingRecord, DataMappingUpdateBody>) {
  const form = useForm<DataMappingUpdateRequest, unknown, DataMappingUpdateBody>({
    resolver: zodResolver(DataMappingUpdateRequestSchema),
    defaultValues: { CustomValue: record?.custom_value ?? '' },
  });
  const { errors } = form.formState;
  const isLoading = record === undefined;
  const submit = form.handleSubmit((body) => onSave(body));

  return (
    <RecordEditFormFrame
      label={texts.userDataMappingFormLabel}
      isLoading={isLoading}
      isSaving={isSaving}
      loadingLabel={texts.loadingUserDataMapping}
      savingLabel={texts.savingUserDataMapping}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      gap="md"
      maw={720}
    >
      <TextInput
        label={texts.fieldNameLabel}
        readOnly
        variant="filled"
        value={record ? fieldLabel(record.field_name) : ''}
      />
      <TextInput label={texts.normalizedValueLabel} readOnly variant="filled" value={record?.normalized_value ?? ''} />
      <TextInput
        label={texts.customizedValueLabel}
        withAsterisk
        autoComplete="off"
        readOnly={isLoading || isSaving}
        {...form.register('CustomValue')}
        error={errors.CustomValue?.message}
      />
    </RecordEditFormFrame>
  );
}
