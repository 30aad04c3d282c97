import { feedbackMessages, type JobListItem, type JobStats } from '@rnorm/contracts';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete.ts';
import { useKeptFocus } from '../../../hooks/use-kept-focus.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useExportJob } from '../api/export-job.ts';
import { useJobStats } from '../api/get-job-stats.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { useRerunJob } from '../api/rerun-job.ts';
import type { ExportFormat } from '../job-rules.ts';

/** Export, stats, re-run and delete of the jobs on one screen, with the stats modal's state; one action runs at a time. */
export function useJobActions() {
  const stats = useJobStats();
  const exporter = useExportJob();
  const rerun = useRerunJob();
  const remover = useDeleteJob();
  // The stats outlive the modal's closing, so the table does not empty while it closes.
  const [shownStats, setShownStats] = useState<JobStats | null>(null);
  const [isStatsOpen, setIsStatsOpen] = useState(false);
  const [rerunCandidate, setRerunCandidate] = useState<JobListItem | null>(null);
  const isPending = stats.isPending || exporter.isPending || rerun.isPending || remover.isPending;
  // The list clamps its page itself when the last row of the last page goes, so no paging step is needed here.
  const deletion = useConfirmedDelete({
    remover,
    variablesOf: (job: JobListItem) => job.job_id,
    rowKey: (job) => job.job_id,
    successText: (result) => result.message,
    failureText: (error) => errorMessage(error, feedbackMessages.somethingWentWrong),
    onRowRemoved: () => undefined,
  });
  // Every action button is disabled while one action runs, which takes the focus from the button pressed.
  const keptFocus = useKeptFocus(isPending);

  return {
    isPending,
    /** For the element around the action buttons, so that the focus returns to them (useKeptFocus). */
    onFocus: keptFocus.onFocus,
    openStats: (job: JobListItem) => {
      // Spec section 4: in error, the stats button does nothing.
      if (job['Job Status'] === 'error') return;
      stats.mutate(job.job_id, {
        onSuccess: (result) => {
          if (!result) return;
          setShownStats(result);
          setIsStatsOpen(true);
        },
        onError: (error) => notify.error(errorMessage(error, feedbackMessages.jobStatsFailed)),
      });
    },
    exportResults: (job: JobListItem, format: ExportFormat) => exporter.mutate({ job, format }),
    /** Asks first: a re-run makes a new job, and a double click must not make two. */
    rerun: (job: JobListItem) => setRerunCandidate(job),
    rerunModal: {
      isOpen: rerunCandidate !== null,
      title: uiTexts.confirmRerunTitle,
      message: rerunCandidate ? uiTexts.confirmRerunText(rerunCandidate.job_id, rerunCandidate['Job Name']) : '',
      confirmLabel: uiTexts.confirmRerun,
      onConfirm: () => {
        const job = rerunCandidate;
        setRerunCandidate(null);
        if (!job || rerun.isPending) return;
        rerun.mutate(job.job_id, {
          onSuccess: (result) => notify.success(`${result.message} ${uiTexts.newJobId(result.JobID)}`),
          onError: (error) => notify.error(errorMessage(error, feedbackMessages.somethingWentWrong)),
        });
      },
      onCancel: () => setRerunCandidate(null),
    },
    /** Asks first: the job's file and results go for good. */
    remove: deletion.ask,
    /** Dims the job being deleted. */
    busyRowProps: deletion.busyRowProps,
    deleteModal: {
      ...deletion.confirmModal,
      title: uiTexts.confirmDeleteJobTitle,
      message: deletion.asked ? uiTexts.confirmDeleteJobText(deletion.asked.job_id, deletion.asked['Job Name']) : '',
      confirmLabel: uiTexts.deleteJob,
      confirmColor: 'red',
    },
    statsModal: {
      stats: shownStats,
      isOpen: isStatsOpen,
      onClose: () => setIsStatsOpen(false),
      onClosed: keptFocus.returnFocus,
    },
  };
}
