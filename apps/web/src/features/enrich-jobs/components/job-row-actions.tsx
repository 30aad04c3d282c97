import { ActionIcon, Anchor, Group, Menu, Tooltip } from '@mantine/core';
import type { JobListItem } from '@rnorm/contracts';
import {
  IconChartBar,
  IconDownload,
  IconFileCode,
  IconFileSpreadsheet,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { exportFileName, jobActionState, type ExportFormat } from '../job-rules.ts';

interface JobRowActionsProps {
  job: JobListItem;
  /** False for another user's job, listed for an administrator: only its deletion is theirs. */
  isOwn?: boolean;
  isAnyActionPending: boolean;
  onExport: (job: JobListItem, format: ExportFormat) => void;
  onStats: (job: JobListItem) => void;
  onRerun: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
}

/**
 * Export (results file or SBOM), stats, re-run with the current rules, delete, and a link to the results page of one
 * job.
 */
export function JobRowActions({
  job,
  isOwn = true,
  isAnyActionPending,
  onExport,
  onStats,
  onRerun,
  onDelete,
}: JobRowActionsProps) {
  const state = jobActionState(job['Job Status'], isAnyActionPending, isOwn);
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Menu position="bottom-end" withinPortal shadow="md" disabled={state.isExportDisabled}>
        <Menu.Target>
          <Tooltip label={uiTexts.exportResults} disabled={state.isExportDisabled}>
            <ActionIcon variant="light" size="lg" aria-label={uiTexts.exportResults} disabled={state.isExportDisabled}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{uiTexts.exportResults}</Menu.Label>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => onExport(job, 'default')}>
            {uiTexts.exportResultsFile} ({exportFileName(job, 'default')})
          </Menu.Item>
          <Menu.Item leftSection={<IconFileCode size={16} />} onClick={() => onExport(job, 'cyclonedx')}>
            {uiTexts.exportCycloneDx} ({exportFileName(job, 'cyclonedx')})
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={uiTexts.viewJobStats} disabled={state.isStatsDisabled}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={uiTexts.viewJobStats}
          disabled={state.isStatsDisabled}
          onClick={() => onStats(job)}
        >
          <IconChartBar size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={uiTexts.rerunJob} disabled={state.isRerunDisabled}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={uiTexts.rerunJobOf(job.job_id)}
          disabled={state.isRerunDisabled}
          onClick={() => onRerun(job)}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={uiTexts.deleteJob} disabled={state.isDeleteDisabled}>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          aria-label={uiTexts.deleteJobOf(job.job_id)}
          disabled={state.isDeleteDisabled}
          onClick={() => onDelete(job)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      {isOwn && (
        <Anchor
          component={Link}
          to={paths.jobResults.href(job.job_id)}
          aria-label={uiTexts.viewResultsOfJob(job.job_id)}
          fz="sm"
          ml={4}
          style={{ whiteSpace: 'nowrap' }}
        >
          {uiTexts.viewResults}
        </Anchor>
      )}
    </Group>
  );
}
