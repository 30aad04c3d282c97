import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { UserCatalogEditRequestSchema, type UserCatalogEditRequest, type UserCatalogRecord } from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RecordEditFormFrame, type RecordEditFormProps } from '../../../components/ui/record-edit-form.tsx';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { catalogFields, catalogFormValues, requiredCatalogFields } from '../user-catalog-rules.ts';

/** What Save sends: the 12 fields trimmed, empty optional ones as null, and nothing else (no metadata). */
export type CatalogEditBody = z.output<typeof UserCatalogEditRequestSchema>;

/**
 * The entry's fields with Save and Cancel (spec section 2). Publisher, name and version are required; the contract's
 * schema checks them, so the messages are the spec's. While the entry loads or saves, nothing can be pressed.
 */
export function UserCatalogForm({
  record,
  isNew = false,
  isSaving,
  onSave,
  onCancel,
}: RecordEditFormProps<UserCatalogRecord, CatalogEditBody> & {
  /** A new entry: the form starts empty rather than waiting for a record. */
  isNew?: boolean;
}) {
  const form = useForm<UserCatalogEditRequest, unknown, CatalogEditBody>({
    resolver: zodResolver(UserCatalogEditRequestSchema),
    defaultValues: catalogFormValues(record),
  });
  const { errors } = form.formState;
  const isLoading = !isNew && record === undefined;
  const isBusy = isLoading || isSaving;

  const submit = form.handleSubmit((body) => onSave(body));

  return (
    <RecordEditFormFrame
      label={texts.userCatalogFormLabel}
      isLoading={isLoading}
      isSaving={isSaving}
      loadingLabel={texts.loadingUserCatalogEntry}
      savingLabel={texts.savingUserCatalogEntry}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      gap="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {catalogFields.map((field) => (
          <TextInput
            key={field}
            label={texts.fieldLabels[field]}
            withAsterisk={requiredCatalogFields.includes(field)}
            autoComplete="off"
            readOnly={isBusy}
            {...form.register(field)}
            error={errors[field]?.message}
          />
        ))}
      </SimpleGrid>
    </RecordEditFormFrame>
  );
}
