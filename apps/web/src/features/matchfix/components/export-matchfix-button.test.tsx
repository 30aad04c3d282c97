// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages } from '@rnorm/contracts';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setSessionCookies, stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ExportMatchfixButton } from './export-matchfix-button.tsx';

function renderButton() {
  renderWithProviders(
    <>
      <ExportMatchfixButton />
      <ToastContainer />
    </>,
  );
}

describe(ExportMatchfixButton.name, () => {
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

  it('zips the CSV into Matchfix_{userId}.zip holding Matchfix_{userId}.csv', async () => {
    const csv = 'Publisher,Name,Version,JobID\nAcme,Tool,1.0,3\n';
    const { requests } = stubFetch(() => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export Matchfix' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    expect(requests[0]?.url.pathname).toBe('/v2/7/normalize/sw/export_matchfix');
    const [{ name, blob }] = saved as [{ name: string; blob: Blob }];
    expect(name).toBe('Matchfix_7.zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    const nameLength = view.getUint16(26, true);
    expect(new TextDecoder().decode(bytes.subarray(30, 30 + nameLength))).toBe('Matchfix_7.csv');
    expect(new TextDecoder().decode(bytes.subarray(30 + nameLength, 30 + nameLength + csv.length))).toBe(csv);
  });

  it('shows the not-found text when the server refuses, and the failure text when it is unreachable', async () => {
    let isReachable = true;
    stubFetch(() => {
      if (!isReachable) throw new TypeError('Failed to fetch');
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export Matchfix' }));
    expect(await screen.findByText(feedbackMessages.matchfixExportNotFound)).toBeTruthy();

    isReachable = false;
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export Matchfix' }).disabled).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export Matchfix' }));
    expect(await screen.findByText(feedbackMessages.matchfixExportFailed)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
