import { Box, Button, Checkbox, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { JobListItem, JobListScope } from '@rnorm/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ActionsHeaderCell, FilterHeaderCell, ListTable, TitleHeaderCell } from '../../../components/ui/list-table.tsx';
import { LoadFailedPanel, NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { useJobList } from '../api/get-job-list.ts';
import { catalogMatchedPercent, isJobActive, jobTimingText, jobTypeLabel, progressText } from '../job-rules.ts';
import { JobProgress } from './job-progress.tsx';
import { JobRowActions } from './job-row-actions.tsx';
import { JobStatsModal } from './job-stats-modal.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { useJobActions } from './use-job-actions.ts';

/** Spec section 5: Job Type is filterable in logic, but the screen has no input for it. */
type FilterField = 'job_id' | 'Job Name' | 'Job Status';

const NO_JOBS: JobListItem[] = [];
const COLUMN_COUNT = 7;

/** How many of a finished job's rows a catalog product was found for (beyond the spec); nothing until it is known. */
function CatalogMatchedShare({ job }: { job: JobListItem }) {
  const percent = catalogMatchedPercent(job);
  if (percent === null) return null;
  return (
    <Tooltip label={uiTexts.catalogMatchedHint} multiline w={280} withArrow>
      <Text fz="xs" c="dimmed" tabIndex={0} style={{ width: 'fit-content' }}>
        {uiTexts.catalogMatchedShare(percent)}
      </Text>
    </Tooltip>
  );
}

/** The job id the Submit screen links back with (`/enrich?job_id=12`), to point out the job it just created. */
function useHighlightedJobId(): number | null {
  const [searchParams] = useSearchParams();
  const value = Number(searchParams.get('job_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

interface JobListTableProps {
  /** The user's jobs (the spec's list), or the whole company's for an administrator (beyond the spec). */
  scope?: JobListScope;
  /** The signed-in user's name: in the company's list, the other users' jobs are theirs to open. */
  viewer?: string;
}

/** The user's enrichment jobs with filters, progress, export, stats and results (spec sections 2 and 4, Job list). */
export function JobListTable({ scope = 'mine', viewer }: JobListTableProps) {
  const jobs = useJobList(scope);
  const list = useListView(jobs.data ?? NO_JOBS);
  const actions = useJobActions();
  const highlightedJobId = useHighlightedJobId();

  if (jobs.isError && !jobs.data) {
    return <LoadFailedPanel title={uiTexts.jobsLoadFailed} onRetry={() => void jobs.refetch()} />;
  }

  if (jobs.data && jobs.data.length === 0) {
    return (
      <NoticePanel
        icon={<IconFileUpload size={30} />}
        title={uiTexts.noJobsYet}
        actions={
          <Button component={Link} to={paths.enrichCreate}>
            {uiTexts.submitEnrichmentJob}
          </Button>
        }
      >
        {uiTexts.noJobsYetText}
      </NoticePanel>
    );
  }

  return (
    <Box onFocus={actions.onFocus}>
      <ListTable
        label={uiTexts.jobsTableLabel}
        minWidth={1000}
        overlay={{ isVisible: jobs.isPending, label: uiTexts.loadingJobs }}
        list={list}
        headerCells={
          <>
            <Table.Th scope="col" w={44}>
              <VisuallyHidden>{uiTexts.selectColumn}</VisuallyHidden>
            </Table.Th>
            <FilterHeaderCell<FilterField> list={list} field="job_id" label={uiTexts.jobIdLabel} width="11%" />
            <FilterHeaderCell<FilterField> list={list} field="Job Name" label={uiTexts.fileNameLabel} width="24%" />
            <TitleHeaderCell title={uiTexts.jobTypeLabel} width="14%" />
            <FilterHeaderCell<FilterField> list={list} field="Job Status" label={uiTexts.jobStatusLabel} width="15%" />
            <TitleHeaderCell title={uiTexts.progressLabel} width="15%" />
            <ActionsHeaderCell />
          </>
        }
        columnCount={COLUMN_COUNT}
        // Nothing to explain while the jobs load: the overlay says so.
        emptyText={jobs.data ? uiTexts.noMatchingJobs : null}
      >
        {list.pageRows.map((job) => {
          const isHighlighted = job.job_id === highlightedJobId;
          const status = job['Job Status'];
          return (
            <Table.Tr
              key={job.job_id}
              {...actions.busyRowProps(job)}
              aria-current={isHighlighted ? 'true' : undefined}
              bg={isHighlighted ? 'var(--mantine-color-brand-0)' : undefined}
            >
              <Table.Td>
                {/* Spec section 2: the row checkbox has no behaviour yet. */}
                <Checkbox aria-label={uiTexts.selectJob(job.job_id)} size="xs" />
              </Table.Td>
              <Table.Td fw={isHighlighted ? 700 : undefined}>{job.job_id}</Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                  {job['Job Name']}
                </Text>
                <Text fz="xs" c="dimmed">
                  {scope === 'company' && job.owner ? `${uiTexts.jobOwnedBy(job.owner)} · ` : ''}
                  {jobTimingText(job)}
                </Text>
              </Table.Td>
              <Table.Td>{jobTypeLabel(job['Job Type'])}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <JobStatusBadge status={status} />
                  {status === 'error' && job.error && (
                    <Text fz="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                      {job.error}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                {isJobActive(status) ? (
                  <JobProgress job={job} width="100%" />
                ) : (
                  <>
                    <Text fz="xs" c="dimmed">
                      {progressText(job)}
                    </Text>
                    <CatalogMatchedShare job={job} />
                  </>
                )}
              </Table.Td>
              <Table.Td>
                <JobRowActions
                  job={job}
                  isOwn={scope === 'mine' || job.owner === undefined || job.owner === viewer}
                  isAnyActionPending={actions.isPending}
                  onExport={actions.exportResults}
                  onStats={actions.openStats}
                  onRerun={actions.rerun}
                  onDelete={actions.remove}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <JobStatsModal {...actions.statsModal} />
      <ConfirmModal {...actions.rerunModal} />
      <ConfirmModal {...actions.deleteModal} />
    </Box>
  );
}
