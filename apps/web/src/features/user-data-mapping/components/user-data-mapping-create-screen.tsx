import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Button, Group, Loader, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DataMappingCreateRequestSchema,
  feedbackMessages,
  validationMessages,
  type DataMappingCreateRequest,
  type DataMappingField,
} from '@rnorm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldLabel, personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { distinctValuesQueryOptions, useDistinctValues, useFieldNames } from '../api/get-field-values.ts';
import { failureMessage } from '../../../lib/return-envelope.ts';
import { useAddUserDataMapping } from '../api/save-user-data-mapping.ts';
import { matchingSuggestion, SUGGESTION_DEBOUNCE_MS, VALUE_CHECK_DELAY_MS } from '../user-data-mapping-rules.ts';

type CreateBody = z.output<typeof DataMappingCreateRequestSchema>;

interface UserDataMappingCreateScreenProps {
  /** How long typing pauses before the suggestions are fetched (spec: 200 ms). */
  suggestionDebounceMs?: number;
  /** How long typing pauses before the typed value is checked against the suggestions (spec: 1 s). */
  valueCheckDelayMs?: number;
}

/**
 * /user-data-mapping/create — a Field Name, a Normalized Value picked from the field's values (type-ahead), and the
 * Customized Value that replaces it (spec sections 2, 5 and 8).
 */
export function UserDataMappingCreateScreen({
  suggestionDebounceMs = SUGGESTION_DEBOUNCE_MS,
  valueCheckDelayMs = VALUE_CHECK_DELAY_MS,
}: UserDataMappingCreateScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldNames = useFieldNames();
  const adder = useAddUserDataMapping();
  const form = useForm<DataMappingCreateRequest, unknown, CreateBody>({
    resolver: zodResolver(DataMappingCreateRequestSchema),
    defaultValues: { NormalizedValue: '', CustomValue: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldName = useWatch({ control: form.control, name: 'FieldName' });
  const normalizedValue = useWatch({ control: form.control, name: 'NormalizedValue' });
  const typed = normalizedValue.trim();
  const [searched] = useDebouncedValue(typed, suggestionDebounceMs);
  const [settled] = useDebouncedValue(normalizedValue, valueCheckDelayMs);
  const suggestions = useDistinctValues(fieldName, searched);

  // Spec: a value typed before a field is chosen asks for the field; a value none of the suggestions names is not
  // valid, which shows once typing has paused and the suggestions for it are in.
  const needsFieldName = typed !== '' && !fieldName;
  const isUnknownValue =
    Boolean(fieldName) &&
    typed !== '' &&
    settled === normalizedValue &&
    searched === typed &&
    suggestions.isSuccess &&
    !matchingSuggestion(suggestions.data, typed);
  const valueWarning = needsFieldName
    ? validationMessages.selectFieldName
    : isUnknownValue
      ? validationMessages.normalizedValueInvalid
      : undefined;

  const isBusy = isSubmitting || adder.isPending || adder.isSuccess;
  const fieldOptions = (fieldNames.data ?? []).map((field) => ({ value: field, label: fieldLabel(field) }));

  const submit = form.handleSubmit(async (body) => {
    // The value must be one of the field's values; the suggestions fetched while typing usually answer at once.
    let known: string[];
    try {
      known = await queryClient.fetchQuery(distinctValuesQueryOptions(body.FieldName, body.NormalizedValue));
    } catch (error) {
      notify.error(failureMessage(error, feedbackMessages.submitError));
      return;
    }
    const value = matchingSuggestion(known, body.NormalizedValue);
    if (!value) {
      form.setError('NormalizedValue', { message: validationMessages.normalizedValueInvalid }, { shouldFocus: true });
      return;
    }
    adder.mutate(
      { ...body, NormalizedValue: value },
      {
        onSuccess: () => {
          notify.success(feedbackMessages.dataMappingAdded);
          void navigate(paths.userDataMapping);
        },
        onError: (error) => notify.error(failureMessage(error, feedbackMessages.submitError)),
      },
    );
  });

  return (
    <>
      <PageHeader
        title={texts.createUserDataMappingTitle}
        breadcrumbs={[{ label: texts.userDataMappingTitle, href: paths.userDataMapping }, { label: texts.createCrumb }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} pos="relative" maw={720}>
        <BusyOverlay isVisible={isBusy} label={texts.savingUserDataMapping} />
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.createUserDataMappingTitle}>
          <Stack gap="md">
            <Controller
              control={form.control}
              name="FieldName"
              render={({ field }) => (
                <Select
                  label={texts.fieldNameLabel}
                  placeholder={texts.fieldNamePlaceholder}
                  withAsterisk
                  data={fieldOptions}
                  allowDeselect={false}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange((value ?? undefined) as DataMappingField | undefined)}
                  onBlur={field.onBlur}
                  rightSection={fieldNames.isPending ? <Loader size={14} /> : undefined}
                  error={errors.FieldName?.message ?? (fieldNames.isError ? texts.fieldNamesLoadFailed : undefined)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="NormalizedValue"
              render={({ field }) => (
                <Autocomplete
                  label={texts.normalizedValueLabel}
                  placeholder={texts.normalizedValuePlaceholder}
                  withAsterisk
                  autoComplete="off"
                  data={fieldName ? (suggestions.data ?? []) : []}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  rightSection={suggestions.isFetching ? <Loader size={14} /> : undefined}
                  error={errors.NormalizedValue?.message ?? valueWarning}
                />
              )}
            />
            <TextInput
              label={texts.customizedValueLabel}
              placeholder={texts.customizedValuePlaceholder}
              withAsterisk
              autoComplete="off"
              {...form.register('CustomValue')}
              error={errors.CustomValue?.message}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={isBusy} onClick={() => void navigate(paths.userDataMapping)}>
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={isBusy} loading={isBusy}>
                {texts.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
