import { feedbackMessages } from '@rnorm/contracts';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { failureMessage } from '../../../lib/return-envelope.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddUserCatalogEntry } from '../api/add-user-catalog.ts';
import { UserCatalogForm, type CatalogEditBody } from './user-catalog-form.tsx';

/**
 * /user-catalog/new — a new entry of the company catalog (beyond the spec, where entries come from rules only): software
 * the product catalog lacks, which jobs submitted afterwards recognize.
 */
export function UserCatalogAddScreen() {
  const navigate = useNavigate();
  const adder = useAddUserCatalogEntry();

  const save = (body: CatalogEditBody) =>
    adder.mutate(body, {
      onSuccess: () => {
        notify.success(feedbackMessages.catalogAdded);
        void navigate(paths.userCatalog);
      },
      onError: (error) => notify.error(failureMessage(error, feedbackMessages.submitError)),
    });

  return (
    <>
      <PageHeader
        title={texts.addUserCatalogTitle}
        description={texts.addUserCatalogDescription}
        breadcrumbs={[{ label: texts.userCatalogTitle, href: paths.userCatalog }, { label: texts.addUserCatalogTitle }]}
      />
      <UserCatalogForm
        record={undefined}
        isNew
        isSaving={adder.isPending || adder.isSuccess}
        onSave={save}
        onCancel={() => void navigate(paths.userCatalog)}
      />
    </>
  );
}
