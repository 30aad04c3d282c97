import { Button, Group, SegmentedControl } from '@mantine/core';
import type { JobListScope } from '@rnorm/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { JobListTable } from '../../features/enrich-jobs/components/job-list-table.tsx';
import { useSession } from '../../features/session/index.ts';

/** Whose jobs the list shows: the user's (the spec's list), or for an administrator the company's (`?scope=company`). */
function useJobListScope(isAdmin: boolean): [JobListScope, (scope: JobListScope) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope: JobListScope = isAdmin && searchParams.get('scope') === 'company' ? 'company' : 'mine';
  const setScope = (next: JobListScope) =>
    setSearchParams(
      (params) => {
        if (next === 'company') params.set('scope', 'company');
        else params.delete('scope');
        return params;
      },
      { replace: true },
    );
  return [scope, setScope];
}

export function EnrichScreen() {
  const session = useSession();
  const isAdmin = session.role === 'admin';
  const [scope, setScope] = useJobListScope(isAdmin);
  return (
    <>
      <PageHeader
        title={uiTexts.enrichTitle}
        description={scope === 'company' ? uiTexts.companyJobsDescription : uiTexts.enrichDescription}
        actions={
          <Group gap="sm">
            {isAdmin && (
              <SegmentedControl
                aria-label={uiTexts.jobScopeLabel}
                value={scope}
                onChange={(value) => setScope(value === 'company' ? 'company' : 'mine')}
                data={[
                  { value: 'mine', label: uiTexts.myJobs },
                  { value: 'company', label: uiTexts.companyJobs },
                ]}
              />
            )}
            <Button component={Link} to={paths.enrichCreate} leftSection={<IconPlus size={16} />}>
              {uiTexts.submitEnrichmentJob}
            </Button>
          </Group>
        }
      />
      <JobListTable scope={scope} viewer={session.username} />
    </>
  );
}
