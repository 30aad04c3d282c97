import { Accordion, Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { feedbackMessages, type RuleMappingDetailResponse } from '@rnorm/contracts';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TypeAheadDelays } from '../../../components/ui/type-ahead-input.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteRuleMapping } from '../api/delete-rule-mapping.ts';
import { isUnknownRule, useRuleMapping } from '../api/get-rule-mapping.ts';
import { useUpdateRuleMapping } from '../api/update-rule-mapping.ts';
import {
  hasErrors,
  normalizedErrors,
  normalizedStateOf,
  rawFields,
  rowVersionFields,
  updateRequest,
} from '../rule-mapping-form.ts';
import { NormalizedFields } from './normalized-fields.tsx';

interface EditRuleMappingScreenProps {
  /** The type-ahead's waits; the spec's by default. */
  typeAheadDelays?: TypeAheadDelays;
}

interface ActionButtonsProps {
  isDisabled: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/** Save, Cancel and Delete; all three wait while the rule loads, saves or is deleted (spec section 4). */
function ActionButtons({ isDisabled, isSaving, onCancel, onDelete }: ActionButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button color="red" variant="light" disabled={isDisabled} onClick={onDelete}>
        {uiTexts.delete}
      </Button>
      <Button variant="default" disabled={isDisabled} onClick={onCancel}>
        {uiTexts.cancel}
      </Button>
      <Button type="submit" disabled={isDisabled} loading={isSaving}>
        {uiTexts.save}
      </Button>
    </Group>
  );
}

/**
 * Edit User Rule Mapping (spec sections 2 and 4): the rule's raw row, read-only, and its 12 normalized values, each
 * in a section that folds. Save stores the values; Delete asks first.
 */
export function EditRuleMappingScreen({ typeAheadDelays }: EditRuleMappingScreenProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useRuleMapping(id);
  const remover = useDeleteRuleMapping();
  const [isAsking, setIsAsking] = useState(false);
  const backToList = () => void navigate(paths.userMapping);

  const confirmDelete = () => {
    setIsAsking(false);
    remover.mutate(id, {
      onSuccess: (response) => {
        notify.success(response.ReturnObject.message);
        backToList();
      },
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.somethingWentWrong)),
    });
  };

  let content;
  if (detail.isError) {
    content = isUnknownRule(detail.error) ? (
      <NoticePanel
        icon={<IconSearch size={30} />}
        title={uiTexts.ruleMappingNotFoundTitle}
        color="orange"
        actions={
          <Button component={Link} to={paths.userMapping}>
            {uiTexts.backToRuleMappings}
          </Button>
        }
      >
        {errorMessage(detail.error, uiTexts.ruleMappingNotFoundText)}
      </NoticePanel>
    ) : (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.ruleMappingLoadFailed}
        color="orange"
        actions={
          <Group gap="sm" justify="center">
            <Button onClick={() => void detail.refetch()}>{uiTexts.retry}</Button>
            <Button variant="default" component={Link} to={paths.userMapping}>
              {uiTexts.backToRuleMappings}
            </Button>
          </Group>
        }
      />
    );
  } else if (detail.isPending) {
    content = (
      <Stack gap="lg">
        <Spinner label={uiTexts.loadingRuleMapping} />
        <ActionButtons isDisabled isSaving={false} onCancel={backToList} onDelete={() => setIsAsking(true)} />
      </Stack>
    );
  } else {
    content = (
      <EditRuleMappingForm
        key={detail.data.hash_key}
        detail={detail.data}
        isLoading={detail.isFetching}
        isDeleting={remover.isPending}
        typeAheadDelays={typeAheadDelays}
        onSaved={backToList}
        onCancel={backToList}
        onDelete={() => setIsAsking(true)}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={uiTexts.editRuleMappingTitle}
        breadcrumbs={[{ label: uiTexts.userMappingTitle, href: paths.userMapping }, { label: id }]}
      />
      {content}
      <DeleteConfirmModal isOpen={isAsking} onConfirm={confirmDelete} onCancel={() => setIsAsking(false)} />
    </>
  );
}

interface EditRuleMappingFormProps {
  detail: RuleMappingDetailResponse;
  isLoading: boolean;
  isDeleting: boolean;
  typeAheadDelays: TypeAheadDelays | undefined;
  onSaved: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

function EditRuleMappingForm({
  detail,
  isLoading,
  isDeleting,
  typeAheadDelays,
  onSaved,
  onCancel,
  onDelete,
}: EditRuleMappingFormProps) {
  const [normalized, setNormalized] = useState(() => normalizedStateOf(detail.normalized_section));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const updater = useUpdateRuleMapping();
  const isSaving = updater.isPending;
  const isBusy = isSaving || isDeleting || isLoading;
  // A rule for every version leaves each row its own version: its version fields are neither asked nor required.
  const anyVersion = detail.any_version;
  const errors = isSubmitted ? normalizedErrors(normalized, anyVersion) : {};
  const raw = {
    publisher: detail.raw_section.raw_publisher,
    name: detail.raw_section.raw_name,
    version: detail.raw_section.raw_version,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsSubmitted(true);
    if (hasErrors(normalizedErrors(normalized, anyVersion))) return;
    updater.mutate(
      { hashKey: detail.hash_key, body: updateRequest(normalized.values) },
      {
        onSuccess: () => {
          notify.success(feedbackMessages.mappingUpdated);
          onSaved();
        },
        onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={uiTexts.editRuleMappingTitle}>
      <Stack gap="lg">
        <Accordion multiple defaultValue={['raw', 'normalized']} variant="separated" radius="md">
          <Accordion.Item value="raw">
            <Accordion.Control>{uiTexts.rawDataSection}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {rawFields.map((field) => (
                  <TextInput
                    key={field}
                    label={uiTexts.ruleMappingRawReadOnlyFields[field]}
                    value={raw[field]}
                    readOnly
                  />
                ))}
              </SimpleGrid>
              {(anyVersion || detail.ignore_reason !== null) && (
                <Stack gap="xs" mt="md">
                  {anyVersion && (
                    <Alert color="grape" variant="light" title={uiTexts.ruleAnyVersion}>
                      {uiTexts.ruleAnyVersionHelp}
                    </Alert>
                  )}
                  {detail.ignore_reason !== null && (
                    <Alert color="orange" variant="light" title={uiTexts.ruleIgnores}>
                      {uiTexts.ruleIgnoresHelp(detail.ignore_reason)}
                    </Alert>
                  )}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="normalized">
            <Accordion.Control>{uiTexts.normalizedDataSection}</Accordion.Control>
            <Accordion.Panel>
              <NormalizedFields
                state={normalized}
                onStateChange={setNormalized}
                errors={errors}
                isDisabled={isSaving || isDeleting}
                typeAheadDelays={typeAheadDelays}
                leftToRow={anyVersion ? rowVersionFields : []}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <ActionButtons isDisabled={isBusy} isSaving={isSaving} onCancel={onCancel} onDelete={onDelete} />
      </Stack>
    </form>
  );
}
