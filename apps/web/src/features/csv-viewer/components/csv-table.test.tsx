// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/http-stubs.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CsvTable } from './csv-table.tsx';

const csv = [
  'Publisher,Title,Version',
  ...Array.from({ length: 30 }, (_, index) => `"Vendor ${index + 1}, Inc.",Tool ${index + 1},1.${index}`),
].join('\n');

describe(CsvTable.name, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the sample CSV with the columns of its header, 25 rows a page', async () => {
    const { requests } = stubFetch(() => new Response(csv, { status: 200 }));
    renderWithProviders(<CsvTable />, { route: '/view-csv' });
    const table = await screen.findByRole('table', { name: 'CSV preview' });
    expect(requests[0]?.url.pathname).toBe('/samples/rnorm-sample-dataset.csv');
    for (const name of ['Publisher', 'Title', 'Version']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(within(table).getByText('Vendor 1, Inc.')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Tool 30')).toBeTruthy();
  });

  it('says so when the file cannot be loaded', async () => {
    stubFetch(() => new Response('missing', { status: 404 }));
    renderWithProviders(<CsvTable />, { route: '/view-csv' });
    expect(await screen.findByText('The CSV file could not be loaded')).toBeTruthy();
  });
});
