import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { feedbackMessages, type RuleMappingCreateRequest } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { TypeAheadDelays } from '../../../components/ui/type-ahead-input.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { checkRecordExists, useCreateRuleMapping } from '../api/create-rule-mapping.ts';
import {
  anyVersionFrom,
  checkRecordParams,
  createRequest,
  emptyNormalizedState,
  hasErrors,
  normalizedErrors,
  rawErrors,
  rawFields,
  rawValuesFrom,
  rowVersionFields,
  withoutVersion,
  type RawField,
} from '../rule-mapping-form.ts';
import { NoExactMatchModal } from './no-exact-match-modal.tsx';
import { NormalizedFields } from './normalized-fields.tsx';

interface CreateRuleMappingScreenProps {
  /** The type-ahead's waits; the spec's by default. */
  typeAheadDelays?: TypeAheadDelays;
}

/**
 * Create User Rule Mapping (spec sections 2 and 4): a raw row (filled in when a row's "Create rule" opened the form)
 * and the normalized values it should get. Once both are
 * valid, an existence check looks the normalized values up; values the catalog does not know ask for confirmation
 * ('No Exact Match Found') before the rule is created.
 */
export function CreateRuleMappingScreen({ typeAheadDelays }: CreateRuleMappingScreenProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A row's "Create rule" fills in its raw values; the form starts empty otherwise.
  const [raw, setRaw] = useState(() => rawValuesFrom(searchParams));
  const [normalized, setNormalized] = useState(emptyNormalizedState);
  // A rule for every version of the raw title leaves each row its own version (Matchfix by product asks for it).
  const [anyVersion, setAnyVersion] = useState(() => anyVersionFrom(searchParams));
  // Messages show from the first submit on, and follow the values from then on.
  const [isSubmitted, setIsSubmitted] = useState(false);
  // The request waiting for the user's Ok in 'No Exact Match Found'.
  const [unconfirmed, setUnconfirmed] = useState<RuleMappingCreateRequest | null>(null);
  const checker = useMutation({ mutationFn: checkRecordExists });
  const creator = useCreateRuleMapping();
  const isBusy = checker.isPending || creator.isPending;

  const rawProblems = isSubmitted ? rawErrors(raw) : {};
  const normalizedProblems = isSubmitted ? normalizedErrors(normalized, anyVersion) : {};

  const create = (request: RuleMappingCreateRequest) =>
    creator.mutate(request, {
      onSuccess: () => {
        notify.success(feedbackMessages.mappingAdded);
        void navigate(paths.userMapping);
      },
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsSubmitted(true);
    // Spec: a value typed but not chosen from the suggestions blocks the submit, as a missing one does.
    if (hasErrors(rawErrors(raw)) || hasErrors(normalizedErrors(normalized, anyVersion))) return;
    const request = createRequest(raw, normalized.values, anyVersion);
    checker.mutate(checkRecordParams(normalized.values), {
      onSuccess: (exists) => (exists ? create(request) : setUnconfirmed(request)),
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
    });
  };

  const proceed = () => {
    if (!unconfirmed) return;
    setUnconfirmed(null);
    create(unconfirmed);
  };

  const setRawValue = (field: RawField, value: string) => setRaw((current) => ({ ...current, [field]: value }));

  return (
    <>
      <PageHeader
        title={uiTexts.createRuleMappingTitle}
        breadcrumbs={[
          { label: uiTexts.userMappingTitle, href: paths.userMapping },
          { label: uiTexts.createRuleMappingTitle },
        ]}
      />
      <form noValidate onSubmit={submit} aria-label={uiTexts.createRuleMappingTitle}>
        <Stack gap="lg">
          <Fieldset legend={uiTexts.rawDataCreateSection} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {rawFields.map((field) => (
                <TextInput
                  key={field}
                  label={uiTexts.ruleMappingRawFields[field]}
                  required
                  autoComplete="off"
                  disabled={isBusy}
                  value={raw[field]}
                  error={rawProblems[field]}
                  onChange={(event) => setRawValue(field, event.currentTarget.value)}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              mt="md"
              label={uiTexts.anyVersionRule}
              description={uiTexts.anyVersionRuleHelp}
              disabled={isBusy}
              checked={anyVersion}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                setAnyVersion(checked);
                if (checked) setNormalized(withoutVersion);
              }}
            />
          </Fieldset>
          <Fieldset legend={uiTexts.normalizedDataCreateSection} radius="md">
            <Text fz="sm" c="dimmed" mb="sm">
              {uiTexts.ruleMappingNormalizedHelp}
            </Text>
            <NormalizedFields
              state={normalized}
              onStateChange={setNormalized}
              errors={normalizedProblems}
              isDisabled={isBusy}
              typeAheadDelays={typeAheadDelays}
              leftToRow={anyVersion ? rowVersionFields : []}
            />
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={isBusy} onClick={() => void navigate(paths.userMapping)}>
              {uiTexts.cancel}
            </Button>
            <Button type="submit" loading={isBusy}>
              {uiTexts.create}
            </Button>
          </Group>
        </Stack>
      </form>
      <NoExactMatchModal isOpen={unconfirmed !== null} onProceed={proceed} onClose={() => setUnconfirmed(null)} />
    </>
  );
}
