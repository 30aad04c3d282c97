import { Badge, type MantineColor } from '@mantine/core';
import type { JobStatus } from '@rnorm/contracts';

const statusColors: Record<JobStatus, MantineColor> = {
  created: 'gray',
  processing: 'blue',
  completed: 'green',
  error: 'red',
};

/** The job status as the API names it, so the Job Status filter matches what the user reads. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge variant="light" color={statusColors[status]} tt="none" radius="sm">
      {status}
    </Badge>
  );
}
