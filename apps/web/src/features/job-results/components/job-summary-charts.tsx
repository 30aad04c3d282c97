import { Button, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { RowStatusSchema, VulnerabilityFilterSchema, type JobStatus } from '@rnorm/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BarChart } from '../../../components/ui/bar-chart.tsx';
import { DonutChart } from '../../../components/ui/donut-chart.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJobSummary } from '../api/get-job-summary.ts';
import { RESULTS_TABLE_ID, useResultFilters, type ResultFilters } from '../use-result-filters.ts';
import { VulnerabilityDataNote } from './vulnerability-data-note.tsx';
import {
  humanize,
  lifecycleColor,
  rowStatusColor,
  statusCountsWithCatalog,
  vulnerabilityColor,
} from '../result-labels.ts';

function ChartCard({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {isEmpty ? (
        <Text c="dimmed" fz="sm" py="lg" ta="center">
          {uiTexts.chartNoData}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}

/** Rows per status, the 10 publishers with most rows, the lifecycle status and category of the installs, and their
 * known vulnerabilities. */
export function JobSummaryCharts({ jobId, jobStatus }: { jobId: number; jobStatus: JobStatus | undefined }) {
  const summary = useJobSummary(jobId, jobStatus);
  const filters = useResultFilters();
  /** A chart's part chosen: the table below shows its rows only (other filters cleared) and comes into view. */
  const showRows = (filter: Partial<ResultFilters>) => {
    filters.setFilters({ status: '', catalog: '', vulnerability: '', ...filter });
    document.getElementById(RESULTS_TABLE_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  if (summary.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} role="status" aria-label={uiTexts.loadingResults}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (summary.isError) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.summaryLoadFailed}
        color="orange"
        actions={<Button onClick={() => void summary.refetch()}>{uiTexts.retry}</Button>}
      >
        {errorMessage(summary.error, '')}
      </NoticePanel>
    );
  }

  const { by_status, catalog_matched, top_publishers, by_lifecycle_status, by_category, vulnerabilities } =
    summary.data;
  /** A part of the status chart: a row status, or (when it tells them apart) normalized rows by how they were named. */
  const statusFilter = (label: string): Partial<ResultFilters> => {
    if (catalog_matched !== null && label === 'normalized') return { catalog: 'product' };
    if (label === 'normalized_title_only') return { catalog: 'title_only' };
    return { status: RowStatusSchema.safeParse(label).data ?? '' };
  };
  const statusLabel = (label: string) =>
    catalog_matched === null ? humanize(label) : (uiTexts.statusWithCatalog[label] ?? humanize(label));
  const common = { labelHeader: uiTexts.chartLabelColumn, countHeader: uiTexts.chartCountColumn };
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-label={uiTexts.jobSummaryLabel} role="group">
      <ChartCard title={uiTexts.statusChartTitle} isEmpty={by_status.every((datum) => datum.count === 0)}>
        <DonutChart
          title={uiTexts.statusChartTitle}
          data={statusCountsWithCatalog(by_status, catalog_matched)}
          formatLabel={statusLabel}
          colorFor={rowStatusColor}
          select={{ onSelect: (label) => showRows(statusFilter(label)), hint: uiTexts.showChartRowsHint }}
          {...common}
        />
      </ChartCard>
      <ChartCard title={uiTexts.publishersChartTitle} isEmpty={top_publishers.length === 0}>
        <BarChart title={uiTexts.publishersChartTitle} data={top_publishers.slice(0, 10)} {...common} />
      </ChartCard>
      <ChartCard title={uiTexts.lifecycleChartTitle} isEmpty={by_lifecycle_status.length === 0}>
        <BarChart
          title={uiTexts.lifecycleChartTitle}
          data={by_lifecycle_status}
          formatLabel={humanize}
          colorFor={lifecycleColor}
          {...common}
        />
      </ChartCard>
      <ChartCard title={uiTexts.categoryChartTitle} isEmpty={by_category.length === 0}>
        <BarChart title={uiTexts.categoryChartTitle} data={by_category} formatLabel={humanize} {...common} />
      </ChartCard>
      <ChartCard title={uiTexts.knownExploitedTitle} isEmpty={false}>
        <Text fw={700} fz="lg" c={vulnerabilities.known_exploited_rows > 0 ? 'red.8' : undefined}>
          {uiTexts.knownExploitedHeadline(vulnerabilities.known_exploited_rows, vulnerabilities.known_exploited_cves)}
        </Text>
        {vulnerabilities.known_exploited_by_product.length > 0 ? (
          <>
            <Text fz="sm" c="gray.7" mt="xs" mb="sm">
              {uiTexts.knownExploitedByProduct}
            </Text>
            <BarChart
              title={uiTexts.knownExploitedByProduct}
              data={vulnerabilities.known_exploited_by_product}
              colorFor={() => 'red'}
              {...common}
            />
          </>
        ) : (
          <Text fz="sm" c="gray.7" mt="xs">
            {uiTexts.knownExploitedNone}
          </Text>
        )}
        <VulnerabilityDataNote dates={vulnerabilities.data_as_of ? [vulnerabilities.data_as_of] : []} />
      </ChartCard>
      <ChartCard title={uiTexts.vulnerabilityChartTitle} isEmpty={vulnerabilities.by_status.length === 0}>
        <Text fz="xs" c="gray.7" mb="sm">
          {uiTexts.vulnerabilityStatusHelp}
        </Text>
        <BarChart
          title={uiTexts.vulnerabilityChartTitle}
          data={vulnerabilities.by_status}
          formatLabel={humanize}
          colorFor={vulnerabilityColor}
          select={{
            onSelect: (label) => showRows({ vulnerability: VulnerabilityFilterSchema.safeParse(label).data ?? '' }),
            hint: uiTexts.showChartRowsHint,
          }}
          {...common}
        />
        <VulnerabilityDataNote dates={vulnerabilities.data_as_of ? [vulnerabilities.data_as_of] : []} />
      </ChartCard>
    </SimpleGrid>
  );
}
