import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { JobListTable } from '../../features/enrich-jobs/components/job-list-table.tsx';

export function EnrichScreen() {
  return (
    <>
      <PageHeader
        title={uiTexts.enrichTitle}
        description={uiTexts.enrichDescription}
        actions={
          <Button component={Link} to={paths.enrichCreate} leftSection={<IconPlus size={16} />}>
            {uiTexts.submitEnrichmentJob}
          </Button>
        }
      />
      <JobListTable />
    </>
  );
}
