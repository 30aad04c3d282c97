import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { personalizationTexts as texts } from '../../../config/personalization-texts.ts';
import { UserDataMappingTable } from './user-data-mapping-table.tsx';

/** /user-data-mapping — the company's data mappings, to filter, edit and delete, and a way to create one. */
export function UserDataMappingListScreen() {
  return (
    <>
      <PageHeader
        title={texts.userDataMappingTitle}
        description={texts.userDataMappingDescription}
        actions={
          <Button component={Link} to={paths.userDataMappingCreate} leftSection={<IconPlus size={16} aria-hidden />}>
            {texts.createMappingRule}
          </Button>
        }
      />
      <UserDataMappingTable />
    </>
  );
}
