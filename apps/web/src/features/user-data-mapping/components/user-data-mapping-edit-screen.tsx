import { feedbackMessages } from '@rnorm/contracts';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailedPanel } from '../../../components/ui/notice-panel.tsx';
import { PageHeader, type Crumb } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { useUserDataMapping, type DataMappingRef } from '../api/get-user-data-mappings.ts';
import { failureMessage, failureStatus } from '../../../lib/return-envelope.ts';
import { useUpdateUserDataMapping } from '../api/save-user-data-mapping.ts';
import { FIELD_QUERY_PARAM } from '../user-data-mapping-rules.ts';
import { UserDataMappingForm, type DataMappingUpdateBody } from './user-data-mapping-form.tsx';

/**
 * /user-data-mapping/:id — one data mapping, named by its normalized value (URL-encoded), and by `?field=` when the
 * value is mapped for several fields; its customized value is editable (spec section 2).
 */
export function UserDataMappingEditScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const fieldName = searchParams.get(FIELD_QUERY_PARAM) || undefined;
  return <UserDataMappingEdit key={`${fieldName ?? ''}\n${id}`} mappingRef={{ normalizedValue: id, fieldName }} />;
}

function UserDataMappingEdit({ mappingRef }: { mappingRef: DataMappingRef }) {
  const navigate = useNavigate();
  const mapping = useUserDataMapping(mappingRef);
  const updater = useUpdateUserDataMapping();
  const status = mapping.isError ? failureStatus(mapping.error) : 0;
  // A missing mapping (404), or a value that names several without a field, cannot be edited here.
  const isRefused = status >= 400 && status < 500;

  useEffect(() => {
    if (!isRefused) return;
    // Spec section 8: the server's ErrorCode, else its own text, and back to the list.
    notify.error(failureMessage(mapping.error, feedbackMessages.dataMappingViewFailed));
    void navigate(paths.userDataMapping, { replace: true });
  }, [isRefused, mapping.error, navigate]);

  const record = mapping.data;
  const crumb = record
    ? texts.userDataMappingCrumb(record.field_name, record.normalized_value)
    : mappingRef.fieldName
      ? texts.userDataMappingCrumb(mappingRef.fieldName, mappingRef.normalizedValue)
      : mappingRef.normalizedValue;
  const breadcrumbs: Crumb[] = [{ label: texts.userDataMappingTitle, href: paths.userDataMapping }, { label: crumb }];

  if (mapping.isError && !isRefused) {
    return (
      <>
        <PageHeader title={texts.editUserDataMappingTitle} breadcrumbs={breadcrumbs} />
        <LoadFailedPanel title={texts.userDataMappingLoadFailed} onRetry={() => void mapping.refetch()} />
      </>
    );
  }

  const save = ({ CustomValue }: DataMappingUpdateBody) => {
    if (!record) return;
    updater.mutate(
      { ref: { normalizedValue: record.normalized_value, fieldName: record.field_name }, customValue: CustomValue },
      {
        onSuccess: () => {
          notify.success(feedbackMessages.dataMappingUpdated);
          void navigate(paths.userDataMapping);
        },
        onError: (error) => notify.error(failureMessage(error, feedbackMessages.submitError)),
      },
    );
  };

  return (
    <>
      <PageHeader title={texts.editUserDataMappingTitle} breadcrumbs={breadcrumbs} />
      {/* Mounted afresh once the mapping arrives, so the form starts from its values. */}
      <UserDataMappingForm
        key={record ? 'mapping' : 'loading'}
        record={record}
        isSaving={updater.isPending || updater.isSuccess}
        onSave={save}
        onCancel={() => void navigate(paths.userDataMapping)}
      />
    </>
  );
}
