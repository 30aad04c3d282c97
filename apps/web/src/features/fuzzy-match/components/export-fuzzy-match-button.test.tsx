// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ExportFuzzyMatchButton } from './export-fuzzy-match-button.tsx';

function renderButton() {
  renderWithProviders(
    <>
      <ExportFuzzyMatchButton />
      <ToastContainer />
    </>,
  );
}

describe(ExportFuzzyMatchButton.name, () => {
  const saved: { name: string; blob: Blob }[] = [];

  beforeEach(() => {
    setSessionCookies('7');
    saved.length = 0;
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the CSV as FuzzyMatches_{userId}.csv', async () => {
    const csv = 'Job Id,Publisher,Title,Version\n11,Adobe Systems Inc.,Acrobat Rdr DC,24.1.2\n';
    const { requests } = stubFetch(() => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export Fuzzy Match' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/v2/7/normalize/sw/export_fuzzy_matches');
    const [{ name, blob }] = saved as [{ name: string; blob: Blob }];
    expect(name).toBe('FuzzyMatches_7.csv');
    expect(await blob.text()).toBe(csv);
  });

  it('says so when the server refuses the export, and saves nothing', async () => {
    stubFetch(() => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export Fuzzy Match' }));
    expect(await screen.findByText(feedbackMessages.matchfixExportNotFound)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
