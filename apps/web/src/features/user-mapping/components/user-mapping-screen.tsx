import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { RuleMappingTable } from './rule-mapping-table.tsx';

/** The User Rule Mapping screen (spec section 2): the company's rules, and the way to create one. */
export function UserMappingScreen() {
  return (
    <>
      <PageHeader
        title={uiTexts.userMappingTitle}
        description={uiTexts.userMappingDescription}
        actions={
          <Button component={Link} to={paths.userMappingCreate} leftSection={<IconPlus size={16} />}>
            {uiTexts.createNewRule}
          </Button>
        }
      />
      <RuleMappingTable />
    </>
  );
}
