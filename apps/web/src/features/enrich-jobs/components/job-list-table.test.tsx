// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, type JobListItem, type JobStats } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch, type RecordedRequest } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { JobListTable } from './job-list-table.tsx';

function job(overrides: Partial<JobListItem> & Pick<JobListItem, 'job_id'>): JobListItem {
  return {
    'Job Name': `job-${overrides.job_id}.csv`,
    'Job Type': 1,
    'Job Status': 'completed',
    rows_done: 10,
    rows_total: 10,
    error: null,
    created_at: '2025-05-13T10:00:00.000Z',
    ...overrides,
  };
}

const jobs: JobListItem[] = [
  job({ job_id: 104, 'Job Name': 'queued.csv', 'Job Status': 'created', rows_done: 0, rows_total: null }),
  job({ job_id: 103, 'Job Name': 'broken.csv', 'Job Status': 'error', error: 'The file has no Title column.' }),
  job({
    job_id: 102,
    'Job Name': 'publishers.json',
    'Job Type': 2,
    'Job Status': 'processing',
    rows_done: 40,
    rows_total: 100,
  }),
  job({ job_id: 101, 'Job Name': 'inventory-q1.csv', catalog_matched_rows: 6 }),
];

const stats: JobStats = {
  job_id: 101,
  total_records_processed: 10,
  total_normalized: 7,
  total_matchfix: 2,
  total_ignored: 1,
  total_errors: 0,
  total_catalog_matched: 6,
  start_time: '2025-05-13T10:00:00.000Z',
  end_time: '2025-05-13T10:00:12.000Z',
  total_time_taken: '12.0 s',
};

function serve(
  list: JobListItem[],
  extra?: (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>,
) {
  return stubFetch(async (request) => {
    const answer = await extra?.(request);
    if (answer) return answer;
    if (request.url.pathname === '/v2/7/jobs/list') return jsonResponse({ Jobs: list });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
}

function renderTable(route = '/enrich', props: Parameters<typeof JobListTable>[0] = {}) {
  renderWithProviders(
    <>
      <JobListTable {...props} />
      <ToastContainer />
    </>,
    { route },
  );
}

async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

const button = (row: HTMLElement, name: string) => within(row).getByRole<HTMLButtonElement>('button', { name });

describe(JobListTable.name, () => {
  beforeEach(() => setSessionCookies('7'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the jobs with their type, status, progress and a link to their results', async () => {
    serve(jobs);
    renderTable();
    const running = await rowOf('publishers.json');
    expect(within(running).getByText('Software Publisher')).toBeTruthy();
    expect(within(running).getByText('processing')).toBeTruthy();
    expect(
      within(running).getByRole('progressbar', { name: 'Progress of job 102' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(running).getByText('40 / 100')).toBeTruthy();
    const done = await rowOf('inventory-q1.csv');
    expect(within(done).getByText('Software Title')).toBeTruthy();
    expect(within(done).queryByRole('progressbar')).toBeNull();
    expect(
      within(done)
        .getByRole('link', { name: /View results/ })
        .getAttribute('href'),
    ).toBe('/enrich/101');
    expect(within(done).getByRole('checkbox', { name: 'Select job 101' })).toBeTruthy();
    // Beyond the spec: how many rows a catalog product was found for, once the job has finished and it is known.
    expect(within(done).getByText('60 % matched to catalog products')).toBeTruthy();
    expect(within(running).queryByText(/matched to catalog products/)).toBeNull();
    expect(within(await rowOf('broken.csv')).queryByText(/matched to catalog products/)).toBeNull();
  });

  it('disables export and stats while a job is created or processing', async () => {
    serve(jobs);
    renderTable();
    for (const name of ['queued.csv', 'publishers.json']) {
      const row = await rowOf(name);
      expect(button(row, 'Export Results').disabled).toBe(true);
      expect(button(row, 'View Job Stats').disabled).toBe(true);
    }
    const done = await rowOf('inventory-q1.csv');
    expect(button(done, 'Export Results').disabled).toBe(false);
    expect(button(done, 'View Job Stats').disabled).toBe(false);
  });

  it('greys out export of a failed job, shows its error, and lets stats do nothing', async () => {
    const { requests } = serve(jobs);
    renderTable();
    const failed = await rowOf('broken.csv');
    expect(within(failed).getByText('The file has no Title column.')).toBeTruthy();
    expect(button(failed, 'Export Results').disabled).toBe(true);
    expect(button(failed, 'View Job Stats').disabled).toBe(false);
    await userEvent.click(button(failed, 'View Job Stats'));
    expect(requests.some((request) => request.url.pathname.endsWith('/jobs/stats'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the stats of a job in a modal, and disables every action while they load', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { requests } = serve(jobs, async (request) => {
      if (!request.url.pathname.endsWith('/jobs/stats')) return undefined;
      await answered;
      return jsonResponse(stats);
    });
    renderTable();
    const done = await rowOf('inventory-q1.csv');
    await userEvent.click(button(done, 'View Job Stats'));

    await waitFor(() => expect(button(done, 'Export Results').disabled).toBe(true));
    expect(button(done, 'View Job Stats').disabled).toBe(true);
    expect(button(await rowOf('broken.csv'), 'View Job Stats').disabled).toBe(true);

    release();
    const dialog = await screen.findByRole('dialog', { name: 'Job Stats' });
    for (const header of [
      'Job ID',
      'Total Records Processed',
      'Total Normalized',
      'Of Which Catalog Products',
      'Total Matchfix',
      'Total Ignored',
      'Total Errors',
      'Start Time',
      'End Time',
      'Total time Taken',
    ]) {
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(dialog).getByText('12.0 s')).toBeTruthy();
    const statsRequest = requests.find((request) => request.url.pathname === '/v2/7/jobs/stats');
    expect(statsRequest?.url.searchParams.get('job_id')).toBe('101');
    await waitFor(() => expect(button(done, 'Export Results').disabled).toBe(false));
  });

  it("does not open the modal for empty stats, and shows the server's message when they fail", async () => {
    let answer = jsonResponse({});
    serve(jobs, (request) => (request.url.pathname.endsWith('/jobs/stats') ? answer : undefined));
    renderTable();
    const done = await rowOf('inventory-q1.csv');
    await userEvent.click(button(done, 'View Job Stats'));
    await waitFor(() => expect(button(done, 'View Job Stats').disabled).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();

    answer = jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'No such job.' }, 404);
    await userEvent.click(button(done, 'View Job Stats'));
    expect(await screen.findByText('No such job.')).toBeTruthy();

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await userEvent.click(button(done, 'View Job Stats'));
    expect(await screen.findByText(feedbackMessages.jobStatsFailed)).toBeTruthy();
  });

  it('re-runs a finished job with the current rules: the new job is announced and the list reloaded', async () => {
    let listed = jobs;
    const { requests } = stubFetch(async (request) => {
      if (request.url.pathname === '/v2/7/jobs/rerun') {
        listed = [job({ job_id: 105, 'Job Name': 'inventory-q1.csv', 'Job Status': 'created' }), ...jobs];
        return jsonResponse({ JobID: 105, message: 'Running again.' });
      }
      if (request.url.pathname === '/v2/7/jobs/list') return jsonResponse({ Jobs: listed });
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    renderTable();
    expect(button(await rowOf('queued.csv'), 'Re-run job 104 with current rules').disabled).toBe(true);
    // A re-run makes a new job: it is asked first, and Cancel sends nothing.
    await userEvent.click(button(await rowOf('inventory-q1.csv'), 'Re-run job 101 with current rules'));
    let dialog = await screen.findByRole('dialog', { name: 'Re-run this job?' });
    expect(
      within(dialog).getByText(
        "Job 101 (inventory-q1.csv) runs again as a new job, with the company's current rules and catalog. Job 101 and its results are kept.",
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url.pathname === '/v2/7/jobs/rerun')).toBe(false);
    await userEvent.click(button(await rowOf('inventory-q1.csv'), 'Re-run job 101 with current rules'));
    dialog = await screen.findByRole('dialog', { name: 'Re-run this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-run' }));
    expect(await screen.findByText('Running again. New job: 105.')).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/v2/7/jobs/rerun')).toHaveLength(1);
    const rerun = requests.find((request) => request.url.pathname === '/v2/7/jobs/rerun');
    expect(rerun?.method).toBe('POST');
    expect(rerun?.url.searchParams.get('job_id')).toBe('101');
    expect(await screen.findByText('105')).toBeTruthy();
  });

  it("lists the company's jobs with their owners for an administrator, who may delete but not open others' jobs", async () => {
    const { requests } = stubFetch(async (request) => {
      if (request.url.pathname === '/v2/7/jobs/list' && request.url.searchParams.get('scope') === 'company') {
        return jsonResponse({
          Jobs: [
            job({ job_id: 202, 'Job Name': 'alice-estate.csv', owner: 'alice' }),
            job({ job_id: 201, 'Job Name': 'my-estate.csv', owner: 'admin' }),
          ],
        });
      }
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    renderTable('/enrich?scope=company', { scope: 'company', viewer: 'admin' });
    const others = await rowOf('alice-estate.csv');
    expect(within(others).getByText(/^by alice · Submitted /)).toBeTruthy();
    expect(button(others, 'Delete job 202').disabled).toBe(false);
    expect(button(others, 'Export Results').disabled).toBe(true);
    expect(button(others, 'View Job Stats').disabled).toBe(true);
    expect(button(others, 'Re-run job 202 with current rules').disabled).toBe(true);
    expect(within(others).queryByRole('link', { name: /View results/ })).toBeNull();
    const own = await rowOf('my-estate.csv');
    expect(button(own, 'Export Results').disabled).toBe(false);
    expect(
      within(own)
        .getByRole('link', { name: /View results/ })
        .getAttribute('href'),
    ).toBe('/enrich/201');
    expect(requests.every((request) => request.url.searchParams.get('scope') === 'company')).toBe(true);
  });

  it('deletes a finished job after a confirmation, and not a running one', async () => {
    let listed = jobs;
    const { requests } = stubFetch(async (request) => {
      if (request.url.pathname === '/v2/7/jobs/delete') {
        listed = jobs.filter((entry) => entry.job_id !== 101);
        return jsonResponse({ message: 'The job was deleted, with its file and its results.' });
      }
      if (request.url.pathname === '/v2/7/jobs/list') return jsonResponse({ Jobs: listed });
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    renderTable();
    expect(button(await rowOf('queued.csv'), 'Delete job 104').disabled).toBe(true);
    await userEvent.click(button(await rowOf('inventory-q1.csv'), 'Delete job 101'));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(within(dialog).getByText(/Job 101 \(inventory-q1\.csv\) is deleted with its uploaded file/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url.pathname === '/v2/7/jobs/delete')).toBe(false);

    await userEvent.click(button(await rowOf('inventory-q1.csv'), 'Delete job 101'));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('The job was deleted, with its file and its results.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('inventory-q1.csv')).toBeNull());
    const removal = requests.find((request) => request.url.pathname === '/v2/7/jobs/delete');
    expect(removal?.method).toBe('POST');
    expect(removal?.url.searchParams.get('job_id')).toBe('101');
  });

  it('exports the results file or the SBOM under the spec file names', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = serve([job({ job_id: 9, 'Job Name': 'inventory.JSON' })], (request) =>
      request.url.pathname.endsWith('/jobs/export') ? new Response('{}', { status: 200 }) : undefined,
    );
    renderTable();
    const row = await rowOf('inventory.JSON');

    await userEvent.click(button(row, 'Export Results'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Results file/ }));
    await waitFor(() => expect(saved).toEqual(['job_9.json']));

    await userEvent.click(button(row, 'Export Results'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CycloneDX SBOM/ }));
    await waitFor(() => expect(saved).toEqual(['job_9.json', 'job_9.cdx.json']));

    const exports = requests.filter((request) => request.url.pathname === '/v2/7/jobs/export');
    expect(exports.map((request) => request.url.search)).toEqual(['?job_id=9', '?job_id=9&format=cyclonedx']);
  });

  it('tells apart an export the server refuses from one that gets no answer', async () => {
    let fails = false;
    serve([job({ job_id: 9 })], (request) => {
      if (!request.url.pathname.endsWith('/jobs/export')) return undefined;
      if (fails) throw new TypeError('Failed to fetch');
      return jsonResponse({ statusCode: 409, code: 'JOB_NOT_READY', message: 'Not ready.' }, 409);
    });
    renderTable();
    const row = await rowOf('job-9.csv');
    await userEvent.click(button(row, 'Export Results'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Results file/ }));
    expect(await screen.findByText(feedbackMessages.jobExportNotFound)).toBeTruthy();

    fails = true;
    await waitFor(() => expect(button(row, 'Export Results').disabled).toBe(false));
    await userEvent.click(button(row, 'Export Results'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Results file/ }));
    expect(await screen.findByText(feedbackMessages.jobExportFailed)).toBeTruthy();
  });

  it('filters on job id, file name and status, ignoring case and a lone space', async () => {
    serve(jobs);
    renderTable();
    await screen.findByText('inventory-q1.csv');
    const visibleIds = () =>
      screen
        .queryAllByRole('checkbox')
        .map((checkbox) => checkbox.getAttribute('aria-label')?.replace('Select job ', ''));

    const fileName = screen.getByLabelText('Filter File Name');
    expect(fileName.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(fileName, 'CSV');
    expect(visibleIds()).toEqual(['104', '103', '101']);

    await userEvent.type(screen.getByLabelText('Filter Job Status'), 'ERR');
    expect(visibleIds()).toEqual(['103']);

    await userEvent.clear(screen.getByLabelText('Filter Job Status'));
    await userEvent.clear(fileName);
    await userEvent.type(screen.getByLabelText('Filter Job ID'), ' ');
    expect(visibleIds()).toEqual(['104', '103', '102', '101']);

    await userEvent.type(screen.getByLabelText('Filter Job ID'), '2');
    expect(visibleIds()).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Filter Job ID'));
    await userEvent.type(screen.getByLabelText('Filter Job ID'), '102');
    expect(visibleIds()).toEqual(['102']);
  });

  it('pages six jobs at a time and goes back to page 1 when a filter changes', async () => {
    serve(Array.from({ length: 8 }, (_, index) => job({ job_id: 200 - index })));
    renderTable();
    await screen.findByText('job-200.csv');
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Filter File Name'), 'job');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('points out the job named in the address', async () => {
    serve(jobs);
    renderTable('/enrich?job_id=102');
    expect((await rowOf('publishers.json')).getAttribute('aria-current')).toBe('true');
    expect((await rowOf('inventory-q1.csv')).getAttribute('aria-current')).toBeNull();
  });

  it('invites a first submission when there are no jobs', async () => {
    serve([]);
    renderTable();
    expect(await screen.findByText('No jobs yet — submit your first inventory')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit Enrichment Job' }).getAttribute('href')).toBe('/enrich/create');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says so when the jobs cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Boom.' }, 500));
    renderTable();
    expect(await screen.findByText('The jobs could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
