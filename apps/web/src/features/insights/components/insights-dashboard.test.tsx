// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MetricResponse, Role } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { InsightsScreen } from '../../../app/routes/insights.tsx';
import { SessionContext } from '../../session/index.ts';
import { failureResponse, jsonResponse, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { InsightsDashboard } from './insights-dashboard.tsx';

const DATES = ['2026-11-20', '2026-11-21', '2026-11-22'];
const points = (values: (number | null)[]) => values.map((value, i) => ({ date: DATES[i]!, value }));
const base = { days: 3, from: DATES[0]!, to: DATES[2]! };

const metrics: Record<string, MetricResponse> = {
  jobs_per_day: {
    ...base,
    name: 'jobs_per_day',
    unit: 'jobs',
    series: [
      { key: 'completed', label: 'Completed', points: points([1, 0, 2]) },
      { key: 'error', label: 'Failed', points: points([0, 0, 1]) },
    ],
    totals: [
      { key: 'total', label: 'Jobs', value: 4 },
      { key: 'completed', label: 'Completed', value: 3 },
      { key: 'error', label: 'Failed', value: 1 },
    ],
  },
  rows_per_day: {
    ...base,
    name: 'rows_per_day',
    unit: 'rows',
    series: [
      { key: 'normalized', label: 'Normalized', points: points([40, 0, 80]) },
      { key: 'matchfix', label: 'Matchfix', points: points([5, 0, 10]) },
      { key: 'ignored', label: 'Ignored', points: points([3, 0, 0]) },
      { key: 'error', label: 'Error', points: points([2, 0, 0]) },
    ],
    totals: [{ key: 'total', label: 'Rows', value: 140 }],
  },
  normalization_rate: {
    ...base,
    name: 'normalization_rate',
    unit: 'percent',
    series: [
      { key: 'normalization_rate', label: 'Normalization rate', points: points([85.1, null, 88.9]) },
      { key: 'catalog_match_rate', label: 'Matched to catalog products', points: points([60.2, null, 71.5]) },
    ],
    totals: [
      { key: 'normalization_rate', label: 'Normalization rate', value: 87.6 },
      { key: 'catalog_match_rate', label: 'Matched to catalog products', value: 66.4 },
    ],
  },
  eol_exposure: {
    ...base,
    name: 'eol_exposure',
    unit: 'rows',
    series: [],
    totals: [
      { key: 'supported', label: 'Supported', value: 90 },
      { key: 'extended_support', label: 'Extended support', value: 0 },
      { key: 'end_of_life', label: 'End of life', value: 25 },
      { key: 'unknown', label: 'Unknown', value: 5 },
    ],
  },
  top_publishers: {
    ...base,
    name: 'top_publishers',
    unit: 'rows',
    series: [],
    totals: [
      { key: 'Microsoft', label: 'Microsoft', value: 70 },
      { key: 'Mozilla', label: 'Mozilla', value: 12 },
    ],
  },
  kev_exposure: {
    ...base,
    name: 'kev_exposure',
    unit: 'rows',
    series: [
      { key: 'known_exploited', label: 'Known exploited', points: points([2, 0, 7]) },
      { key: 'affected', label: 'Affected', points: points([10, 0, 31]) },
      { key: 'unconfirmed', label: 'Unconfirmed', points: points([0, 0, 1]) },
    ],
    totals: [
      { key: 'known_exploited', label: 'Known exploited', value: 9 },
      { key: 'affected', label: 'Affected', value: 41 },
      { key: 'unconfirmed', label: 'Unconfirmed', value: 1 },
      { key: 'none_known', label: 'None known', value: 30 },
      { key: 'no_data', label: 'No data', value: 48 },
    ],
    data_as_of: ['2026-08-21', '2026-11-02'],
  },
  top_known_exploited: {
    ...base,
    name: 'top_known_exploited',
    unit: 'rows',
    series: [],
    totals: [{ key: 'Mozilla Firefox', label: 'Mozilla Firefox', value: 7 }],
    data_as_of: ['2026-11-02'],
  },
};

const noJobs: MetricResponse = {
  ...metrics.jobs_per_day!,
  series: metrics.jobs_per_day!.series.map((series) => ({ ...series, points: points([0, 0, 0]) })),
  totals: metrics.jobs_per_day!.totals.map((total) => ({ ...total, value: 0 })),
};

const metricName = (request: RecordedRequest) => request.url.pathname.replace('/v2/api/metrics/', '');

function stubMetrics(overrides: Record<string, () => Response> = {}) {
  return stubFetch((request) => {
    const name = metricName(request);
    return overrides[name]?.() ?? jsonResponse(metrics[name]);
  });
}

describe(InsightsDashboard.name, () => {
  signInForEachTest('7');

  it('charts the period, each chart with a table of its numbers', async () => {
    const { requests } = stubMetrics();
    renderWithProviders(<InsightsDashboard days={30} />);

    const jobs = await screen.findByRole('table', { name: 'Jobs per day' });
    expect(
      within(jobs)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Completed', 'Failed']);
    expect(within(jobs).getAllByRole('row')).toHaveLength(1 + DATES.length);

    const rows = await screen.findByRole('table', { name: 'Rows per day by status' });
    expect(within(rows).getByRole('columnheader', { name: 'Matchfix' })).toBeTruthy();
    expect(within(rows).getAllByRole('cell', { name: '80' })).toHaveLength(1);

    const rate = await screen.findByRole('table', { name: 'Normalization rate' });
    expect(
      within(rate)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['85.1 %', '60.2 %', '—', '—', '88.9 %', '71.5 %']);
    expect(
      within(rate)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Normalization rate', 'Matched to catalog products']);
    expect(screen.getByText('Overall 87.6 %')).toBeTruthy();
    expect(screen.getByText('66.4 % matched to catalog products')).toBeTruthy();

    const lifecycle = await screen.findByRole('table', { name: 'Lifecycle status of the normalized rows' });
    expect(within(lifecycle).getByRole('rowheader', { name: 'End of life' })).toBeTruthy();
    const publishers = await screen.findByRole('table', { name: 'Top publishers' });
    expect(within(publishers).getByRole('rowheader', { name: 'Microsoft' })).toBeTruthy();

    const kev = await screen.findByRole('region', { name: 'Rows with known exploited CVEs' });
    const kevTable = within(kev).getByRole('table', { name: 'Rows with known exploited CVEs' });
    expect(within(kevTable).getByRole('columnheader', { name: 'Known exploited' })).toBeTruthy();
    expect(within(kevTable).getAllByRole('cell', { name: '31' })).toHaveLength(1);
    expect(within(kev).getByText('9')).toBeTruthy();
    expect(within(kev).getByText(/^Vulnerability data as of 2026-08-21, 2026-11-02\. /)).toBeTruthy();
    const products = await screen.findByRole('table', { name: 'Products with known exploited CVEs' });
    expect(within(products).getByRole('rowheader', { name: 'Mozilla Firefox' })).toBeTruthy();

    expect(new Set(requests.map(metricName))).toEqual(new Set(Object.keys(metrics)));
    for (const request of requests) expect(request.url.searchParams.get('days')).toBe('30');
    for (const request of requests) expect(request.url.searchParams.get('scope')).toBe('mine');
    expect(requests[0]?.headers.get('x-rnorm-client')).toBe('web');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says so when the period has no jobs, and asks for nothing more', async () => {
    const { requests } = stubMetrics({ jobs_per_day: () => jsonResponse(noJobs) });
    renderWithProviders(<InsightsDashboard days={7} />);
    expect(await screen.findByRole('region', { name: 'No jobs in this period' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit Job' }).getAttribute('href')).toBe('/enrich/create');
    expect(requests.map(metricName)).toEqual(['jobs_per_day']);
  });

  it('shows a loading state, then a failure with a retry', async () => {
    let fail = true;
    stubMetrics({
      jobs_per_day: () => (fail ? failureResponse(500, 'INTERNAL', 'Boom') : jsonResponse(metrics.jobs_per_day)),
    });
    renderWithProviders(<InsightsDashboard days={30} />);
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'The insights could not be loaded' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Jobs per day' })).toBeTruthy();
  });

  it('keeps the other charts when one cannot be loaded', async () => {
    stubMetrics({ top_publishers: () => failureResponse(500, 'INTERNAL', 'Publishers are unavailable.') });
    renderWithProviders(<InsightsDashboard days={30} />);
    const card = await screen.findByRole('region', { name: 'Top publishers' });
    expect(await within(card).findByText('Publishers are unavailable.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Rows per day by status' })).toBeTruthy();
  });
});

function renderScreen(role: Role, route = '/insights') {
  const session = {
    userId: '7',
    username: 'jdoe',
    role,
    isInstallationAdmin: false,
    accessControl: [],
    canOpen: () => true,
  };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <InsightsScreen />
    </SessionContext.Provider>,
    { route },
  );
}

describe(InsightsScreen.name, () => {
  signInForEachTest('7');

  it('asks for the chosen period', async () => {
    const { requests } = stubMetrics();
    renderScreen('user');
    await screen.findByRole('table', { name: 'Jobs per day' });
    expect(requests[0]?.url.searchParams.get('days')).toBe('30');

    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await screen.findByRole('table', { name: 'Jobs per day' });
    expect(requests.some((request) => request.url.searchParams.get('days') === '7')).toBe(true);
    expect((screen.getByRole('radio', { name: 'Last 7 days' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows a user their own jobs' figures and says so, with no switch to the company's", async () => {
    const { requests } = stubMetrics();
    renderScreen('user', '/insights?scope=company');
    await screen.findByRole('table', { name: 'Jobs per day' });
    expect(screen.getByText(/^Your enrichment jobs over time/)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: "Company's jobs" })).toBeNull();
    for (const request of requests) expect(request.url.searchParams.get('scope')).toBe('mine');
  });

  it("lets an administrator switch to the company's figures", async () => {
    const { requests } = stubMetrics();
    renderScreen('admin');
    await screen.findByRole('table', { name: 'Jobs per day' });
    expect((screen.getByRole('radio', { name: 'My jobs' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: "Company's jobs" }));
    expect(await screen.findByText(/^Your company's enrichment jobs over time/)).toBeTruthy();
    await screen.findByRole('table', { name: 'Jobs per day' });
    expect(requests.some((request) => request.url.searchParams.get('scope') === 'company')).toBe(true);
  });
});
