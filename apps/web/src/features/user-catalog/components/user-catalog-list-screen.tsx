import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { UserCatalogTable } from './user-catalog-table.tsx';

/** /user-catalog — the company's own catalog entries, to filter, edit and delete (spec section 2), and to add to. */
export function UserCatalogListScreen() {
  return (
    <>
      <PageHeader
        title={texts.userCatalogTitle}
        description={texts.userCatalogDescription}
        actions={
          <Button component={Link} to={paths.userCatalogNew} leftSection={<IconPlus size={16} />}>
            {texts.addUserCatalogEntry}
          </Button>
        }
      />
      <UserCatalogTable />
    </>
  );
}
