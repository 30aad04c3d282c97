import { Box, Button, Checkbox, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { JobListItem } from '@rnorm/contracts';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ColumnFilter, EmptyTableRow } from '../../../components/ui/list-table.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { useJobList } from '../api/get-job-list.ts';
import { isJobActive, jobTypeLabel, progressText } from '../job-rules.ts';
import { JobProgress } from './job-progress.tsx';
import { JobRowActions } from './job-row-actions.tsx';
import { JobStatsModal } from './job-stats-modal.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { useJobActions } from './use-job-actions.ts';

/** Spec section 5: Job Type is filterable in logic, but the screen has no input for it. */
type FilterField = 'job_id' | 'Job Name' | 'Job Status';

const NO_JOBS: JobListItem[] = [];
const COLUMN_COUNT = 7;

/** The job id the Submit screen links back with (`/enrich?job_id=12`), to point out the job it just created. */
function useHighlightedJobId(): number | null {
  const [searchParams] = useSearchParams();
  const value = Number(searchParams.get('job_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The user's enrichment jobs with filters, progress, export, stats and results (spec sections 2 and 4, Job list). */
export function JobListTable() {
  const jobs = useJobList();
  const list = useListView(jobs.data ?? NO_JOBS);
  const actions = useJobActions();
  const highlightedJobId = useHighlightedJobId();

  const filterHeader = (field: FilterField, label: string) => (
    <ColumnFilter label={label} value={list.filters[field] ?? ''} onChange={(value) => list.setFilter(field, value)} />
  );

  if (jobs.isError && !jobs.data) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.jobsLoadFailed}
        color="orange"
        actions={<Button onClick={() => void jobs.refetch()}>{uiTexts.retry}</Button>}
      />
    );
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
    <Paper withBorder radius="md" pos="relative" mih={240}>
      <BusyOverlay isVisible={jobs.isPending} label={uiTexts.loadingJobs} />
      <Table.ScrollContainer minWidth={1000}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={uiTexts.jobsTableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={44}>
                <VisuallyHidden>{uiTexts.selectColumn}</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col" w="11%">
                {filterHeader('job_id', uiTexts.jobIdLabel)}
              </Table.Th>
              <Table.Th scope="col" w="24%">
                {filterHeader('Job Name', uiTexts.fileNameLabel)}
              </Table.Th>
              <Table.Th scope="col" w="14%" style={{ verticalAlign: 'top' }}>
                <Text fw={700} fz="sm">
                  {uiTexts.jobTypeLabel}
                </Text>
              </Table.Th>
              <Table.Th scope="col" w="15%">
                {filterHeader('Job Status', uiTexts.jobStatusLabel)}
              </Table.Th>
              <Table.Th scope="col" w="15%" style={{ verticalAlign: 'top' }}>
                <Text fw={700} fz="sm">
                  {uiTexts.progressLabel}
                </Text>
              </Table.Th>
              <Table.Th scope="col" ta="right" style={{ verticalAlign: 'top' }}>
                <Text fw={700} fz="sm">
                  {uiTexts.actionsColumn}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.pageRows.map((job) => {
              const isHighlighted = job.job_id === highlightedJobId;
              const status = job['Job Status'];
              return (
                <Table.Tr
                  key={job.job_id}
                  aria-current={isHighlighted ? 'true' : undefined}
                  bg={isHighlighted ? 'var(--mantine-color-brand-0)' : undefined}
                >
                  <Table.Td>
                    {/* Spec section 2: the row checkbox has no behaviour yet. */}
                    <Checkbox aria-label={uiTexts.selectJob(job.job_id)} size="xs" />
                  </Table.Td>
                  <Table.Td fw={isHighlighted ? 700 : undefined}>{job.job_id}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{job['Job Name']}</Table.Td>
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
                      <Text fz="xs" c="dimmed">
                        {progressText(job)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <JobRowActions
                      job={job}
                      isAnyActionPending={actions.isPending}
                      onExport={actions.exportResults}
                      onStats={actions.openStats}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {jobs.data && list.pageRows.length === 0 && (
              <EmptyTableRow colSpan={COLUMN_COUNT}>{uiTexts.noMatchingJobs}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.filteredCount > 0 && (
        <Box pb="md">
          <Pagination page={list.page} totalPages={list.totalPages} onChange={list.setPage} />
        </Box>
      )}
      <JobStatsModal {...actions.statsModal} />
    </Paper>
  );
}
