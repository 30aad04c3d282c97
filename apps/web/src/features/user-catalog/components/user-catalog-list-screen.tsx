import { PageHeader } from '../../../components/ui/page-header.tsx';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { UserCatalogTable } from './user-catalog-table.tsx';

/** /user-catalog — the company's own catalog entries, to filter, edit and delete (spec section 2). */
export function UserCatalogListScreen() {
  return (
    <>
      <PageHeader title={texts.userCatalogTitle} description={texts.userCatalogDescription} />
      <UserCatalogTable />
    </>
  );
}
