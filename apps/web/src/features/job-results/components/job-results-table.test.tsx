// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobResultRow } from '@rnorm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { JobResultsTable } from './job-results-table.tsx';

const row: JobResultRow = {
  row_number: 1,
  raw_publisher: 'Microsoft Corporation',
  raw_title: 'Microsoft Edge',
  raw_version: '120.0.2210.91',
  status: 'normalized',
  publisher: 'Microsoft',
  name: 'Edge',
  version: '120.0.2210.91',
  edition: null,
  architecture: 'x64',
  lifecycle_status: 'end_of_life',
  end_of_support: '2024-01-01',
  license: 'Proprietary',
  vulnerability_status: 'affected',
  known_exploited: 'CVE-2024-7965;CVE-2024-7971',
  vulnerabilities: 5,
  cves: 'CVE-2024-7971;CVE-2024-7965;CVE-2024-7025',
  confidence: 0.9512,
  matched_by: 'exact',
};

function lastQuery(requests: ReturnType<typeof stubFetch>['requests']) {
  return Object.fromEntries(requests.at(-1)?.url.searchParams ?? []);
}

describe(JobResultsTable.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a page of 25 rows with the enrichment columns', async () => {
    const { requests } = stubFetch(() => jsonResponse({ rows: [row], total: 1 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />);
    const table = await screen.findByRole('table', { name: 'Result rows' });
    for (const header of [
      'Raw Publisher',
      'Raw Title',
      'Status',
      'Lifecycle Status',
      'End of Support',
      'Vulnerabilities',
      'Known Exploited',
      'Licence',
      'Reason',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(await within(table).findByText('Microsoft Edge')).toBeTruthy();
    expect(within(table).getByText('End of life')).toBeTruthy();
    expect(within(table).getByText('Affected')).toBeTruthy();
    // Each known exploited CVE links to its public record.
    for (const link of within(table).getAllByRole('link', { name: 'CVE-2024-7971' })) {
      expect(link.getAttribute('href')).toBe('https://www.cve.org/CVERecord?id=CVE-2024-7971');
    }
    expect(within(table).getByText('0.95')).toBeTruthy();
    expect(requests[0]?.url.pathname).toBe('/v2/7/jobs/results');
    expect(lastQuery(requests)).toEqual({ job_id: '5', page: '1', page_size: '25' });
  });

  it("shows a long cell's first lines only, with its start as a tooltip", async () => {
    const longTitle = `Contoso ${'x'.repeat(200_000)}`;
    const reason =
      'The title is 200,008 characters long; at most 1,024 are read. The row was not normalized: check the export.';
    stubFetch(() => jsonResponse({ rows: [{ ...row, raw_title: longTitle, status: 'error', reason }], total: 1 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />);
    const table = await screen.findByRole('table', { name: 'Result rows' });
    const cell = await within(table).findByTitle(`${longTitle.slice(0, 1_000)}…`);
    expect(cell.getAttribute('data-line-clamp')).toBe('true');
    expect(within(table).getByText(reason)).toBeTruthy();
    // Short texts stay plain.
    expect(within(table).getByText('Microsoft Corporation').getAttribute('data-line-clamp')).toBeNull();
  });

  it('sends the status filter and the debounced search to the server', async () => {
    const { requests } = stubFetch(() => jsonResponse({ rows: [row], total: 60 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />);
    await screen.findByText('Microsoft Edge');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ page: '3' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Matchfix' }));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ job_id: '5', page: '1', page_size: '25', status: 'matchfix' }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'edge');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ job_id: '5', page: '1', page_size: '25', status: 'matchfix', q: 'edge' }),
    );
    expect(requests.map((request) => request.url.searchParams.get('q'))).not.toContain('e');
  });

  it("lists an affected row's CVEs, each linked, and filters rows by vulnerability", async () => {
    const { requests } = stubFetch(() => jsonResponse({ rows: [row], total: 1 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />);
    const table = await screen.findByRole('table', { name: 'Result rows' });
    // The API lists at most 50 of a row's CVEs; the count is of all of them.
    const summary = await within(table).findByText('5 CVEs');
    await userEvent.click(summary);
    expect(within(table).getByText('and 2 more, listed in the CycloneDX export')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'CVE-2024-7025' }).getAttribute('href')).toBe(
      'https://www.cve.org/CVERecord?id=CVE-2024-7025',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Vulnerabilities' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Known exploited' }));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({
        job_id: '5',
        page: '1',
        page_size: '25',
        vulnerability: 'known_exploited',
      }),
    );
  });

  it('reads its filters from the address and shows normalized rows by how they were named', async () => {
    const { requests } = stubFetch(() => jsonResponse({ rows: [row], total: 1 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />, {
      route: '/enrich/5?catalog=title_only&vulnerability=affected',
    });
    await screen.findByText('Microsoft Edge');
    expect(lastQuery(requests)).toEqual({
      job_id: '5',
      page: '1',
      page_size: '25',
      catalog: 'title_only',
      vulnerability: 'affected',
    });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Normalized: title only');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Normalized: catalog product' }));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ catalog: 'product', vulnerability: 'affected' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ignored' }));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({
        job_id: '5',
        page: '1',
        page_size: '25',
        status: 'ignored',
        vulnerability: 'affected',
      }),
    );
  });

  it("opens the rule form with a row's raw values filled in", async () => {
    stubFetch(() => jsonResponse({ rows: [row], total: 1 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="completed" />);
    const link = await screen.findByRole('link', { name: `Create rule from the row ${String(row.raw_title)}` });
    const target = new URL(link.getAttribute('href')!, 'http://rnorm.test');
    expect(target.pathname).toBe('/user-mapping/create');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      publisher: row.raw_publisher,
      name: row.raw_title,
      version: row.raw_version,
    });
  });

  it('says when the job has no rows yet', async () => {
    stubFetch(() => jsonResponse({ rows: [], total: 0 }));
    renderWithProviders(<JobResultsTable jobId={5} jobStatus="created" />);
    expect(await screen.findByText('The job has no result rows yet.')).toBeTruthy();
  });
});
