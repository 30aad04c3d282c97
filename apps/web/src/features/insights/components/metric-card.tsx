import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MetricResponse } from '@rnorm/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { insightsTexts as texts } from '../../../config/insights-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';

interface MetricCardProps {
  title: string;
  description?: string;
  metric: UseQueryResult<MetricResponse>;
  /** Nothing to chart: the card says so instead of drawing an empty chart. */
  isEmpty: (data: MetricResponse) => boolean;
  /** A figure shown beside the title, such as an overall rate. */
  headline?: (data: MetricResponse) => ReactNode;
  children: (data: MetricResponse) => ReactNode;
}

/** One chart of the Insights screen, with its own loading, failure and empty states. */
export function MetricCard({ title, description, metric, isEmpty, headline, children }: MetricCardProps) {
  let body: ReactNode;
  if (metric.isPending) {
    body = <Skeleton h={180} radius="md" role="status" aria-label={`${texts.loading}: ${title}`} />;
  } else if (metric.isError) {
    body = (
      <Stack align="center" gap="xs" py="lg">
        <Text c="dimmed" fz="sm" ta="center">
          {errorMessage(metric.error, texts.chartLoadFailed)}
        </Text>
        <Button variant="light" size="xs" onClick={() => void metric.refetch()}>
          {texts.retry}
        </Button>
      </Stack>
    );
  } else if (isEmpty(metric.data)) {
    body = (
      <Text c="dimmed" fz="sm" py="lg" ta="center">
        {texts.noData}
      </Text>
    );
  } else {
    body = children(metric.data);
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <div>
          <Title order={2} fz="md">
            {title}
          </Title>
          {description && (
            <Text fz="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {metric.isSuccess && headline && !isEmpty(metric.data) && headline(metric.data)}
      </Group>
      {body}
    </Paper>
  );
}
