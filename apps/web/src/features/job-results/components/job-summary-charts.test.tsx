// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSummary } from '@rnorm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderRoutesAt, renderWithProviders, shownLocation } from '../../../testing/render.tsx';
import { JobSummaryCharts } from './job-summary-charts.tsx';

const summary: JobSummary = {
  job_id: 5,
  by_status: [
    { label: 'normalized', count: 180 },
    { label: 'matchfix', count: 15 },
    { label: 'ignored', count: 5 },
  ],
  catalog_matched: null,
  top_publishers: [
    { label: 'Microsoft', count: 90 },
    { label: 'Adobe', count: 20 },
  ],
  by_lifecycle_status: [
    { label: 'supported', count: 120 },
    { label: 'end_of_life', count: 40 },
    { label: 'unknown', count: 40 },
  ],
  by_category: [
    { label: 'runtime', count: 70 },
    { label: 'operating-system', count: 10 },
  ],
  vulnerabilities: {
    data_as_of: '2026-08-21',
    by_status: [
      { label: 'no_data', count: 120 },
      { label: 'affected', count: 45 },
      { label: 'none_known', count: 15 },
    ],
    known_exploited_rows: 12,
    known_exploited_cves: 2,
    known_exploited_by_product: [
      { label: 'Mozilla Firefox', count: 9 },
      { label: '7-Zip', count: 3 },
    ],
  },
};

describe(JobSummaryCharts.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('gives each chart a table of its numbers', async () => {
    const { requests } = stubFetch(() => jsonResponse(summary));
    renderWithProviders(<JobSummaryCharts jobId={5} jobStatus="completed" />);
    const statusTable = await screen.findByRole('table', { name: 'Rows per status' });
    expect(within(statusTable).getByRole('rowheader', { name: 'Normalized' })).toBeTruthy();
    expect(within(statusTable).getByRole('cell', { name: '180' })).toBeTruthy();
    const publishers = screen.getByRole('table', { name: 'Top 10 publishers' });
    expect(within(publishers).getByRole('rowheader', { name: 'Microsoft' })).toBeTruthy();
    const lifecycle = screen.getByRole('table', { name: 'Lifecycle status of the installs' });
    expect(within(lifecycle).getByRole('rowheader', { name: 'End of life' })).toBeTruthy();
    const categories = screen.getByRole('table', { name: 'Categories of the installs' });
    expect(within(categories).getByRole('rowheader', { name: 'Operating system' })).toBeTruthy();
    expect(within(categories).getByRole('cell', { name: '70' })).toBeTruthy();
    expect(requests[0]?.url.pathname).toBe('/v2/7/jobs/summary');
    expect(requests[0]?.url.searchParams.get('job_id')).toBe('5');
  });

  it('tells the normalized rows matched to catalog products from those named from their title only', async () => {
    stubFetch(() => jsonResponse({ ...summary, catalog_matched: 150 }));
    renderWithProviders(<JobSummaryCharts jobId={5} jobStatus="completed" />);
    const statusTable = await screen.findByRole('table', { name: 'Rows per status' });
    const cells = (name: string) =>
      within(within(statusTable).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Normalized: catalog product')).toEqual(['150']);
    expect(cells('Normalized: title only')).toEqual(['30']);
    expect(cells('Matchfix')).toEqual(['15']);
    expect(within(statusTable).queryByRole('rowheader', { name: 'Normalized' })).toBeNull();
  });

  it('shows the rows of a chosen part of the status and vulnerability charts in the table, by the address', async () => {
    stubFetch(() => jsonResponse({ ...summary, catalog_matched: 150 }));
    renderRoutesAt('/enrich/5?q=1', { '/enrich/5': <JobSummaryCharts jobId={5} jobStatus="completed" /> });
    await userEvent.click(await screen.findByRole('button', { name: /^Matchfix\s*15\s*\(show these rows\)$/ }));
    await waitFor(() => expect(shownLocation()).toBe('/enrich/5?q=1&status=matchfix'));
    await userEvent.click(screen.getByRole('button', { name: /^Normalized: title only\s*30\s*\(show these rows\)$/ }));
    await waitFor(() => expect(shownLocation()).toBe('/enrich/5?q=1&catalog=title_only'));
    await userEvent.click(
      screen.getByRole('button', { name: /^Normalized: catalog product\s*150\s*\(show these rows\)$/ }),
    );
    await waitFor(() => expect(shownLocation()).toBe('/enrich/5?q=1&catalog=product'));
    await userEvent.click(screen.getByRole('button', { name: /^Affected\s*45\s*\(show these rows\)$/ }));
    await waitFor(() => expect(shownLocation()).toBe('/enrich/5?q=1&vulnerability=affected'));
  });

  it('counts the rows with known exploited CVEs by product, with the data date and attribution', async () => {
    stubFetch(() => jsonResponse(summary));
    renderWithProviders(<JobSummaryCharts jobId={5} jobStatus="completed" />);
    const card = await screen.findByRole('region', { name: 'Known exploited' });
    expect(within(card).getByText('12 rows with known exploited CVEs (2 distinct CVEs)')).toBeTruthy();
    const products = within(card).getByRole('table', {
      name: 'Rows with a known exploited CVE, by product (the 10 with most rows)',
    });
    expect(within(products).getByRole('rowheader', { name: 'Mozilla Firefox' })).toBeTruthy();
    expect(within(products).getByRole('cell', { name: '9' })).toBeTruthy();
    expect(within(card).getByText(/^Vulnerability data as of 2026-08-21\. .*CISA/)).toBeTruthy();
    const statuses = screen.getByRole('table', { name: 'Vulnerability status of the installs' });
    expect(within(statuses).getByRole('rowheader', { name: 'None known' })).toBeTruthy();
    expect(
      screen.getByText(/^Normalized rows only\. Affected: .* Unconfirmed: .* None known: .* No data: /),
    ).toBeTruthy();
  });

  it('says when no row is known exploited, and when the content had no vulnerability data', async () => {
    stubFetch(() =>
      jsonResponse({
        ...summary,
        vulnerabilities: {
          ...summary.vulnerabilities,
          data_as_of: null,
          known_exploited_rows: 0,
          known_exploited_cves: 0,
          known_exploited_by_product: [],
        },
      }),
    );
    renderWithProviders(<JobSummaryCharts jobId={5} jobStatus="completed" />);
    const card = await screen.findByRole('region', { name: 'Known exploited' });
    expect(within(card).getByText('0 rows with known exploited CVEs (0 distinct CVEs)')).toBeTruthy();
    expect(within(card).getByText(/Known Exploited Vulnerabilities catalog\.$/)).toBeTruthy();
    expect(within(card).getByText(/^The content this job ran on had no vulnerability data\. /)).toBeTruthy();
  });

  it("shows the server's message when the summary cannot be loaded", async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 409, code: 'JOB_NOT_READY', message: 'The job has not finished.' }, 409),
    );
    renderWithProviders(<JobSummaryCharts jobId={5} jobStatus="processing" />);
    expect(await screen.findByText('The summary could not be loaded')).toBeTruthy();
    expect(screen.getByText('The job has not finished.')).toBeTruthy();
  });
});
