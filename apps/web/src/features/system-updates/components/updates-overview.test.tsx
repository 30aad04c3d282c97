// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { UpdatesOverview } from './updates-overview.tsx';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe(UpdatesOverview.name, () => {
  afterEach(cleanup);

  it('lists the updates available with their [Update] links, Update All, and the last 30 days', () => {
    renderWithProviders(<UpdatesOverview />, { route: '/update' });
    const available = screen.getByRole('table', { name: 'Updates Available' });
    expect(
      within(available)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Update Task', 'Release Notes', 'Versions']);
    expect(rowsOf(available)).toEqual([
      ['Content[Update]', 'Release notes', 'v1.3'],
      ['Model[Update]', 'Release notes', 'v1.1'],
      ['Software[Update]', 'Release notes', 'v1.1'],
    ]);
    expect(screen.getByRole('button', { name: 'Update All' })).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Updated in Last 30 Days' }))).toEqual([
      ['Content', 'v1.0'],
      ['Model', 'v1.2'],
      ['Software', 'v1.3'],
    ]);
  });
});
