import { Progress, Stack, Text } from '@mantine/core';
import type { JobListItem } from '@rnorm/contracts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { progressPercent, progressText } from '../job-rules.ts';

type ProgressJob = Pick<JobListItem, 'job_id' | 'rows_done' | 'rows_total' | 'rows_read'>;

/** The bar and "rows done / rows total" of a running job. */
export function JobProgress({ job, width = 140 }: { job: ProgressJob; width?: number | string }) {
  return (
    <Stack gap={4} w={width}>
      <Progress
        value={progressPercent(job)}
        aria-label={uiTexts.jobProgressLabel(job.job_id)}
        striped
        animated
        size="sm"
      />
      <Text fz="xs" c="dimmed">
        {progressText(job)}
      </Text>
    </Stack>
  );
}
