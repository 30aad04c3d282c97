import { Anchor, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { PageHeader, type Crumb } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { useJob } from '../../features/enrich-jobs/api/get-job-list.ts';
import { JobOverview } from '../../features/enrich-jobs/components/job-overview.tsx';
import { JobResultsTable } from '../../features/job-results/components/job-results-table.tsx';
import { JobSummaryCharts } from '../../features/job-results/components/job-summary-charts.tsx';

function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const jobId = Number(value);
  return Number.isSafeInteger(jobId) && jobId > 0 ? jobId : null;
}

/** /enrich/:jobId: the job, its summary charts and its result rows. */
export function JobResultsScreen() {
  const params = useParams();
  const jobId = parseJobId(params.jobId);
  const title = jobId ? uiTexts.jobResultsTitle(jobId) : uiTexts.jobNotFoundTitle;
  const breadcrumbs: Crumb[] = [{ label: uiTexts.enrichTitle, href: paths.enrich }, { label: title }];

  if (!jobId) {
    return (
      <>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <NoticePanel icon={<IconSearchOff size={30} />} title={uiTexts.jobNotFoundTitle}>
          {uiTexts.jobNotFoundText}
        </NoticePanel>
      </>
    );
  }
  return <JobResults jobId={jobId} title={title} breadcrumbs={breadcrumbs} />;
}

function JobResults({ jobId, title, breadcrumbs }: { jobId: number; title: string; breadcrumbs: Crumb[] }) {
  const job = useJob(jobId);
  const jobStatus = job.data?.['Job Status'];
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Stack gap="lg">
        <JobOverview jobId={jobId} />
        {/* Without the job (still loading, or not the user's) there is nothing to chart or list. */}
        {job.data && (
          <>
            <JobSummaryCharts jobId={jobId} jobStatus={jobStatus} />
            <JobResultsTable jobId={jobId} jobStatus={jobStatus} />
            <Text fz="sm" c="gray.7">
              {uiTexts.enrichmentSourcesNote}{' '}
              <Anchor href={paths.dataSources} target="_blank" rel="noopener" underline="always" inherit>
                {uiTexts.dataSourcesLink}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </>
  );
}
