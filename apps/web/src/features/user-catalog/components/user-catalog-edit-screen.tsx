import { Button } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { IconSearchOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailedPanel, NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { PageHeader, type Crumb } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { useUserCatalogEntry } from '../api/get-user-catalog.ts';
import { failureMessage, failureStatus } from '../../../lib/return-envelope.ts';
import { useUpdateUserCatalogEntry } from '../api/update-user-catalog.ts';
import { parseCatRefId } from '../user-catalog-rules.ts';
import { UserCatalogForm, type CatalogEditBody } from './user-catalog-form.tsx';

const listCrumb: Crumb = { label: texts.userCatalogTitle, href: paths.userCatalog };

/** /user-catalog/:id — one entry of the company catalog, by its `u_cat_ref_id`, to edit (spec section 2). */
export function UserCatalogEditScreen() {
  const { id } = useParams();
  const catRefId = parseCatRefId(id);

  if (catRefId === null) {
    return (
      <>
        <PageHeader title={texts.editUserCatalogTitle} breadcrumbs={[listCrumb, { label: id ?? '' }]} />
        <NoticePanel
          icon={<IconSearchOff size={30} />}
          title={texts.userCatalogEntryNotFoundTitle}
          actions={
            <Button component={Link} to={paths.userCatalog}>
              {texts.backToUserCatalog}
            </Button>
          }
        >
          {texts.userCatalogEntryNotFoundText}
        </NoticePanel>
      </>
    );
  }
  return <UserCatalogEdit key={catRefId} catRefId={catRefId} />;
}

function UserCatalogEdit({ catRefId }: { catRefId: number }) {
  const navigate = useNavigate();
  const entry = useUserCatalogEntry(catRefId);
  const updater = useUpdateUserCatalogEntry();
  const isMissing = entry.isError && failureStatus(entry.error) === 404;

  useEffect(() => {
    // Spec section 8: an entry that does not exist sends the user back to the list, saying why.
    if (!isMissing) return;
    notify.error(failureMessage(entry.error, feedbackMessages.somethingWentWrong));
    void navigate(paths.userCatalog, { replace: true });
  }, [isMissing, entry.error, navigate]);

  const record = entry.data;
  const breadcrumbs: Crumb[] = [listCrumb, { label: record ? `${record.publisher} ${record.name}` : String(catRefId) }];

  if (entry.isError && !isMissing) {
    return (
      <>
        <PageHeader title={texts.editUserCatalogTitle} breadcrumbs={breadcrumbs} />
        <LoadFailedPanel title={texts.userCatalogEntryLoadFailed} onRetry={() => void entry.refetch()} />
      </>
    );
  }

  const save = (body: CatalogEditBody) =>
    updater.mutate(
      { catRefId, body },
      {
        onSuccess: () => {
          notify.success(feedbackMessages.catalogUpdated);
          void navigate(paths.userCatalog);
        },
        onError: (error) => notify.error(failureMessage(error, feedbackMessages.submitError)),
      },
    );

  return (
    <>
      <PageHeader title={texts.editUserCatalogTitle} breadcrumbs={breadcrumbs} />
      {/* Mounted afresh once the entry arrives, so the form starts from its values. */}
      <UserCatalogForm
        key={record ? 'entry' : 'loading'}
        record={record}
        isSaving={updater.isPending || updater.isSuccess}
        onSave={save}
        onCancel={() => void navigate(paths.userCatalog)}
      />
    </>
  );
}
