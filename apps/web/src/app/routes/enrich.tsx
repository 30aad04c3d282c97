import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ScopeSwitch } from '../../components/ui/scope-switch.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { JobListTable } from '../../features/enrich-jobs/components/job-list-table.tsx';
import { useSession } from '../../features/session/index.ts';
import { useScopeParam } from '../../hooks/use-scope-param.ts';

export function EnrichScreen() {
  const session = useSession();
  const isAdmin = session.role === 'admin';
  const [scope, setScope] = useScopeParam(isAdmin);
  return (
    <>
      <PageHeader
        title={uiTexts.enrichTitle}
        description={scope === 'company' ? uiTexts.companyJobsDescription : uiTexts.enrichDescription}
        actions={
          <Group gap="sm">
            {isAdmin && <ScopeSwitch scope={scope} onChange={setScope} />}
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
