import { Button, SimpleGrid, Skeleton, Stack, Text, type MantineColor } from '@mantine/core';
import type { JobListScope, MetricResponse } from '@rnorm/contracts';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart } from '../../../components/ui/bar-chart.tsx';
import { DonutChart } from '../../../components/ui/donut-chart.tsx';
import { LoadFailedPanel, NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { TimeSeriesChart } from '../../../components/ui/time-series-chart.tsx';
import { insightsTexts as texts } from '../../../config/insights-texts.ts';
import { paths } from '../../../config/paths.ts';
import { lifecycleColor, rowStatusColor, VulnerabilityDataNote } from '../../job-results/index.ts';
import { useMetric, type MetricPeriod } from '../api/get-metric.ts';
import { MetricCard } from './metric-card.tsx';

const totalOf = (data: MetricResponse, key: string) => data.totals.find((entry) => entry.key === key)?.value ?? null;
const sumOfTotals = (data: MetricResponse) => data.totals.reduce((sum, entry) => sum + (entry.value ?? 0), 0);
const jobColor = (key: string): MantineColor => (key === 'error' ? 'red' : 'green');
/** The normalization rate in the brand's colour, the catalog match rate beside it in another. */
const rateColor = (key: string): MantineColor => (key === 'catalog_match_rate' ? 'grape' : 'brand');

/** The label the API gives a total's key, for charts that take keys. */
const labelOf = (data: MetricResponse) => (key: string) => data.totals.find((entry) => entry.key === key)?.label ?? key;

/**
 * The user's jobs (or the company's, `scope`) over the chosen period: jobs per day first, then (when there were any) rows per day by status,
 * the normalization rate, the lifecycle status of the normalized rows, the publishers with most rows, and the rows
 * and products with known exploited CVEs.
 */
export function InsightsDashboard({ days, scope = 'mine' }: { days: number; scope?: JobListScope }) {
  const period: MetricPeriod = { days, scope };
  const jobs = useMetric('jobs_per_day', period);

  if (jobs.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label={texts.loading}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (jobs.isError) return <LoadFailedPanel title={texts.loadFailed} onRetry={() => void jobs.refetch()} />;
  if (!totalOf(jobs.data, 'total')) {
    return (
      <NoticePanel
        icon={<IconChartBar size={30} />}
        title={texts.noJobsTitle}
        actions={
          <Button component={Link} to={paths.enrichCreate}>
            {texts.submitJob}
          </Button>
        }
      >
        {texts.noJobsText(scope)}
      </NoticePanel>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <MetricCard
        title={texts.jobsPerDayTitle}
        metric={jobs}
        isEmpty={() => false}
        headline={(data) => <Headline>{(totalOf(data, 'total') ?? 0).toLocaleString()}</Headline>}
      >
        {(data) => (
          <TimeSeriesChart
            title={texts.jobsPerDayTitle}
            series={data.series}
            kind="columns"
            colorFor={jobColor}
            dateHeader={texts.dateColumn}
          />
        )}
      </MetricCard>
      <RowsPerDayCard period={period} />
      <NormalizationRateCard period={period} />
      <EolExposureCard period={period} />
      <TopPublishersCard period={period} />
      <KevExposureCard period={period} />
      <TopKnownExploitedCard period={period} />
    </SimpleGrid>
  );
}

function Headline({ children }: { children: ReactNode }) {
  return (
    <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

function RowsPerDayCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('rows_per_day', period);
  return (
    <MetricCard
      title={texts.rowsPerDayTitle}
      metric={metric}
      isEmpty={(data) => !totalOf(data, 'total')}
      headline={(data) => <Headline>{(totalOf(data, 'total') ?? 0).toLocaleString()}</Headline>}
    >
      {(data) => (
        <TimeSeriesChart
          title={texts.rowsPerDayTitle}
          series={data.series}
          kind="columns"
          colorFor={rowStatusColor}
          dateHeader={texts.dateColumn}
        />
      )}
    </MetricCard>
  );
}

function NormalizationRateCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('normalization_rate', period);
  return (
    <MetricCard
      title={texts.normalizationRateTitle}
      description={texts.normalizationRateHelp}
      metric={metric}
      isEmpty={(data) => totalOf(data, 'normalization_rate') === null}
      headline={(data) => (
        <Stack gap={0} align="flex-end">
          <Headline>{texts.overall(texts.percent(totalOf(data, 'normalization_rate')))}</Headline>
          {totalOf(data, 'catalog_match_rate') !== null && (
            <Text fz="sm" c="dimmed">
              {texts.catalogMatchRate(texts.percent(totalOf(data, 'catalog_match_rate')))}
            </Text>
          )}
        </Stack>
      )}
    >
      {(data) => (
        <TimeSeriesChart
          title={texts.normalizationRateTitle}
          series={data.series}
          kind="line"
          colorFor={rateColor}
          dateHeader={texts.dateColumn}
          formatValue={texts.percent}
          maxValue={100}
        />
      )}
    </MetricCard>
  );
}

function EolExposureCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('eol_exposure', period);
  return (
    <MetricCard title={texts.eolExposureTitle} metric={metric} isEmpty={(data) => sumOfTotals(data) === 0}>
      {(data) => (
        <DonutChart
          title={texts.eolExposureTitle}
          data={data.totals.map((entry) => ({ label: entry.key, count: entry.value ?? 0 }))}
          formatLabel={labelOf(data)}
          colorFor={lifecycleColor}
          labelHeader={texts.labelColumn}
          countHeader={texts.rowsColumn}
        />
      )}
    </MetricCard>
  );
}

function TopPublishersCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('top_publishers', period);
  return (
    <MetricCard title={texts.topPublishersTitle} metric={metric} isEmpty={(data) => data.totals.length === 0}>
      {(data) => (
        <BarChart
          title={texts.topPublishersTitle}
          data={data.totals.map((entry) => ({ label: entry.label, count: entry.value ?? 0 }))}
          labelHeader={texts.labelColumn}
          countHeader={texts.rowsColumn}
        />
      )}
    </MetricCard>
  );
}

/** Known exploited, affected and unconfirmed rows, from most to least urgent. */
const EXPOSURE_COLORS: Record<string, MantineColor> = {
  known_exploited: 'red',
  affected: 'orange',
  unconfirmed: 'yellow',
};
const exposureColor = (key: string): MantineColor => EXPOSURE_COLORS[key] ?? 'gray';

function KevExposureCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('kev_exposure', period);
  return (
    <MetricCard
      title={texts.kevExposureTitle}
      description={texts.kevExposureHelp}
      metric={metric}
      isEmpty={(data) => sumOfTotals(data) === 0}
      headline={(data) => <Headline>{(totalOf(data, 'known_exploited') ?? 0).toLocaleString()}</Headline>}
    >
      {(data) => (
        <>
          <TimeSeriesChart
            title={texts.kevExposureTitle}
            series={data.series}
            kind="columns"
            colorFor={exposureColor}
            dateHeader={texts.dateColumn}
          />
          <VulnerabilityDataNote dates={data.data_as_of ?? []} />
        </>
      )}
    </MetricCard>
  );
}

function TopKnownExploitedCard({ period }: { period: MetricPeriod }) {
  const metric = useMetric('top_known_exploited', period);
  return (
    <MetricCard title={texts.topKnownExploitedTitle} metric={metric} isEmpty={(data) => data.totals.length === 0}>
      {(data) => (
        <>
          <BarChart
            title={texts.topKnownExploitedTitle}
            data={data.totals.map((entry) => ({ label: entry.label, count: entry.value ?? 0 }))}
            colorFor={() => 'red'}
            labelHeader={texts.labelColumn}
            countHeader={texts.rowsColumn}
          />
          <VulnerabilityDataNote dates={data.data_as_of ?? []} />
        </>
      )}
    </MetricCard>
  );
}
