// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { roundScaleTop, TimeSeriesChart } from './time-series-chart.tsx';

const series = [
  {
    key: 'a',
    label: 'Alpha',
    points: [
      { date: '2026-01-01', value: 3 },
      { date: '2026-01-02', value: null },
      { date: '2026-01-03', value: 7 },
    ],
  },
  {
    key: 'b',
    label: 'Beta',
    points: [
      { date: '2026-01-01', value: 1 },
      { date: '2026-01-02', value: 0 },
      { date: '2026-01-03', value: 2 },
    ],
  },
];

describe(TimeSeriesChart.name, () => {
  afterEach(cleanup);

  it('gives screen readers a table of days by series', () => {
    renderWithProviders(
      <TimeSeriesChart
        title="Things per day"
        series={series}
        kind="columns"
        colorFor={() => 'blue'}
        dateHeader="Day"
        formatDate={(date) => date}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Alpha', 'Beta']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['2026-01-01', '3', '1'],
      ['2026-01-02', '—', '0'],
      ['2026-01-03', '7', '2'],
    ]);
  });

  it('breaks a line where a day has no value', () => {
    const { container } = renderWithProviders(
      <TimeSeriesChart title="Rate" series={series.slice(0, 1)} kind="line" colorFor={() => 'blue'} dateHeader="Day" />,
    );
    const path = container.querySelector('path')!.getAttribute('d')!;
    // Two separate pieces: the first and the third day, each a dot.
    expect(path.match(/M/g)).toHaveLength(2);
  });
});

describe(roundScaleTop.name, () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [11, 20],
    [140, 200],
    [500, 500],
    [501, 1000],
  ])('rounds %d up to %d', (value, top) => {
    expect(roundScaleTop(value)).toBe(top);
  });
});
