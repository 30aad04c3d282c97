import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconFileCode, IconFileSpreadsheet, IconSearchOff } from '@tabler/icons-react';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useJob } from '../api/get-job-list.ts';
import {
  catalogMatchedPercent,
  exportFileName,
  isJobActive,
  jobActionState,
  jobTypeLabel,
  progressText,
} from '../job-rules.ts';
import { JobProgress } from './job-progress.tsx';
import { JobStatsModal } from './job-stats-modal.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';
import { useJobActions } from './use-job-actions.ts';

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** The head of a job's results page: file, type, status, progress, and the export and stats actions. */
export function JobOverview({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  const actions = useJobActions();

  if (job.isPending) return <Spinner label={uiTexts.loadingJobs} />;
  if (job.isError) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.jobsLoadFailed}
        color="orange"
        actions={<Button onClick={() => void job.refetch()}>{uiTexts.retry}</Button>}
      />
    );
  }
  if (!job.data) {
    return (
      <NoticePanel icon={<IconSearchOff size={30} />} title={uiTexts.jobNotFoundTitle}>
        {uiTexts.jobNotFoundText}
      </NoticePanel>
    );
  }

  const item = job.data;
  const status = item['Job Status'];
  const state = jobActionState(status, actions.isPending);
  const catalogMatched = catalogMatchedPercent(item);

  return (
    <Paper withBorder radius="md" p="lg" onFocus={actions.onFocus}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="sm">
            <Title order={2} fz="lg" style={{ wordBreak: 'break-all' }}>
              {item['Job Name']}
            </Title>
            <JobStatusBadge status={status} />
          </Group>
          <Text fz="sm" c="dimmed">
            {uiTexts.jobIdLabel} {item.job_id} · {jobTypeLabel(item['Job Type'])} · {uiTexts.jobSubmittedAt}{' '}
            {formatDate(item.created_at)}
          </Text>
          {isJobActive(status) ? (
            <JobProgress job={item} width="min(100%, 360px)" />
          ) : (
            <Text fz="sm">
              {uiTexts.rowsLabel}: {progressText(item)}
              {catalogMatched !== null && ` · ${uiTexts.catalogMatchedShare(catalogMatched)}`}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={state.isExportDisabled}
            onClick={() => actions.exportResults(item, 'default')}
          >
            {uiTexts.exportResults} ({exportFileName(item, 'default')})
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileCode size={16} />}
            disabled={state.isExportDisabled}
            onClick={() => actions.exportResults(item, 'cyclonedx')}
          >
            {uiTexts.exportCycloneDx}
          </Button>
          <Button
            variant="default"
            leftSection={<IconChartBar size={16} />}
            disabled={state.isStatsDisabled}
            onClick={() => actions.openStats(item)}
          >
            {uiTexts.viewJobStats}
          </Button>
        </Group>
      </Group>
      {status === 'error' && item.error && (
        <Alert color="red" mt="md" icon={<IconAlertTriangle size={18} />} title={uiTexts.jobFailedTitle}>
          {item.error}
        </Alert>
      )}
      <JobStatsModal {...actions.statsModal} />
    </Paper>
  );
}
