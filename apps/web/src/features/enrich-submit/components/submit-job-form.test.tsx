// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages, UPLOAD_MAX_BYTES, validationMessages } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionCookies, stubXhr, type FakeXhr } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SubmitJobForm } from './submit-job-form.tsx';

function renderForm(onJobCreated = vi.fn()) {
  renderWithProviders(
    <>
      <SubmitJobForm onJobCreated={onJobCreated} />
      <ToastContainer />
    </>,
    { route: '/enrich/create' },
  );
  return { onJobCreated };
}

const csvFile = (name = 'inventory.csv', type = 'text/csv') =>
  new File(['Publisher,Title,Version\nAcme,Tool,1.0\n'], name, { type });

/** The picker's `accept` would filter the files before the app sees them; these tests check the app's own rules. */
const user = () => userEvent.setup({ applyAccept: false });

const fileInput = () => screen.getByLabelText('Inventory file');

describe(SubmitJobForm.name, () => {
  let requests: FakeXhr[];

  beforeEach(() => {
    setSessionCookies('7');
    requests = stubXhr((request) =>
      request.url.pathname.endsWith('/missing-columns')
        ? undefined
        : { status: 200, body: { JobID: 42, message: 'Job 42 is queued.' } },
    );
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('warns when submitted without a file and sends nothing', async () => {
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(validationMessages.uploadMissing)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('refuses a file that is neither CSV nor JSON, chosen or dropped', async () => {
    renderForm();
    await user().upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(validationMessages.uploadInvalidType)).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();

    const dropped = new File(['x'], 'sheet.xlsx', { type: 'application/octet-stream' });
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop your file here/ }), {
      dataTransfer: { files: [dropped] },
    });
    // The same warning again, beside the first (toasts come a moment later, with react-toastify loaded on first use).
    await waitFor(() => expect(screen.getAllByText(validationMessages.uploadInvalidType)).toHaveLength(2));
    expect(screen.queryByText('sheet.xlsx')).toBeNull();
  });

  it('accepts CSV by its spreadsheet type and JSON by its extension', async () => {
    renderForm();
    await user().upload(fileInput(), csvFile('export.csv', 'application/vnd.ms-excel'));
    expect(await screen.findByText('export.csv')).toBeTruthy();
    fireEvent.drop(screen.getByRole('button', { name: /Drag and drop your file here/ }), {
      dataTransfer: { files: [new File(['{"RawEntry":[]}'], 'inventory.json', { type: '' })] },
    });
    expect(await screen.findByText('inventory.json')).toBeTruthy();
    expect(screen.queryByText(validationMessages.uploadInvalidType)).toBeNull();
  });

  it('alerts when the file is larger than 50 MB', async () => {
    renderForm();
    const large = csvFile('huge.csv');
    Object.defineProperty(large, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    await user().upload(fileInput(), large);
    expect(await screen.findByText(validationMessages.uploadTooLarge)).toBeTruthy();
    expect(screen.queryByText('huge.csv')).toBeNull();
  });

  it('clears the selection when the file is removed', async () => {
    renderForm();
    await user().upload(fileInput(), csvFile());
    expect(await screen.findByText('inventory.csv')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('inventory.csv')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(validationMessages.uploadMissing)).toBeTruthy();
  });

  it('locks both datapacks on the title tab and has none on the publisher tab', async () => {
    renderForm();
    for (const name of ['Software Lifecycle', 'Open Source']) {
      const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name });
      expect(checkbox.checked).toBe(true);
      expect(checkbox.disabled).toBe(true);
    }
    await user().click(screen.getByRole('tab', { name: 'Software Publisher' }));
    expect(screen.queryByRole('checkbox', { name: 'Software Lifecycle' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Open Source' })).toBeNull();
  });

  it('offers the templates of each tab and the sample dataset', async () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'CSV Template' }).getAttribute('href')).toBe('/samples/rnorm-template.csv');
    expect(screen.getByRole('link', { name: 'JSON Template' }).getAttribute('href')).toBe(
      '/samples/rnorm-template.json',
    );
    expect(screen.getByRole('link', { name: 'Sample Dataset CSV' }).getAttribute('href')).toBe(
      '/samples/rnorm-sample-dataset.csv',
    );
    await user().click(screen.getByRole('tab', { name: 'Software Publisher' }));
    expect(screen.getByRole('link', { name: 'CSV Template' }).getAttribute('href')).toBe(
      '/samples/rnorm-publisher-template.csv',
    );
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/enrich');
  });

  it('sends a title job to sw_job with the datapacks, then links to the new job and locks the form', async () => {
    const { onJobCreated } = renderForm();
    const file = csvFile();
    await user().upload(fileInput(), file);
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(feedbackMessages.uploadSucceeded)).toBeTruthy();
    expect(requests).toHaveLength(1);
    const [request] = requests as [FakeXhr];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v2/7/normalize/sw_job');
    // The key rides in the server's HttpOnly cookie; the header lets the API accept it, and no key is in sight.
    expect(request.headers.get('x-rnorm-client')).toBe('web');
    expect(request.headers.get('Authorization')).toBeNull();
    expect((request.form.get('file') as File).name).toBe('inventory.csv');
    expect(JSON.parse(request.form.get('json') as string)).toEqual({ Options: { datapack_slc: 1, datapack_ospi: 1 } });

    expect(screen.getByText('Job 42 is queued.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /job 42/i }).getAttribute('href')).toBe('/enrich?job_id=42');
    expect(onJobCreated).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Browse File' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove file' })).toBeNull();
    expect(screen.getByText('inventory.csv')).toBeTruthy();
  });

  it('sends a publisher job to pub_job without datapacks', async () => {
    renderForm();
    await user().click(screen.getByRole('tab', { name: 'Software Publisher' }));
    await user().upload(fileInput(), csvFile('publishers.csv'));
    await user().click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(feedbackMessages.uploadSucceeded)).toBeTruthy();
    const [request] = requests as [FakeXhr];
    expect(request.url.pathname).toBe('/v2/7/normalize/pub_job');
    expect(request.form.get('json')).toBeNull();
    expect((request.form.get('file') as File).name).toBe('publishers.csv');
  });

  it("shows the upload progress, then the server's message when the job is refused", async () => {
    requests = stubXhr();
    renderForm();
    await user().upload(fileInput(), csvFile());
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests as [FakeXhr];

    request.progress(50, 100);
    expect(await screen.findByText('Uploading 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('50');

    const message = 'The file has no Title column. A CSV needs the columns Publisher, Title and Version.';
    request.respond(400, { statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(await screen.findByText(message)).toBeTruthy();
    // The form stays usable, with the file still chosen.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText('inventory.csv')).toBeTruthy();
  });

  it('falls back to the generic failure text when the upload gets no answer', async () => {
    requests = stubXhr();
    renderForm();
    await user().upload(fileInput(), csvFile());
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    (requests[0] as FakeXhr).fail();
    expect(await screen.findByText(feedbackMessages.uploadFailed)).toBeTruthy();
  });
});
