import { describe, expect, it } from 'vitest';
import { filterRows, isFilterValueActive } from './list-filter.ts';

interface Row {
  job_id: number;
  name: string | null;
  status: string;
}

const rows: Row[] = [
  { job_id: 101, name: 'Inventory Q1.csv', status: 'processing' },
  { job_id: 202, name: 'inventory-q2.json', status: 'created' },
  { job_id: 310, name: null, status: 'error' },
];

describe(isFilterValueActive.name, () => {
  it('ignores a lone space, an empty value and no value', () => {
    expect(isFilterValueActive(' ')).toBe(false);
    expect(isFilterValueActive('')).toBe(false);
    expect(isFilterValueActive(undefined)).toBe(false);
  });

  it('keeps values longer than one character even when they start with a space', () => {
    expect(isFilterValueActive(' a')).toBe(true);
    expect(isFilterValueActive('a')).toBe(true);
  });
});

describe(filterRows.name, () => {
  it('matches a substring ignoring case', () => {
    expect(filterRows(rows, { name: 'INVENTORY' }).map((row) => row.job_id)).toEqual([101, 202]);
    expect(filterRows(rows, { name: 'q2' }).map((row) => row.job_id)).toEqual([202]);
  });

  it('matches numbers on their string form', () => {
    expect(filterRows(rows, { job_id: '10' }).map((row) => row.job_id)).toEqual([101, 310]);
  });

  it('combines filters with AND', () => {
    expect(filterRows(rows, { name: 'inventory', status: 'created' }).map((row) => row.job_id)).toEqual([202]);
    expect(filterRows(rows, { name: 'q1', status: 'created' })).toEqual([]);
  });

  it('ignores a filter that is a single space', () => {
    expect(filterRows(rows, { name: ' ' })).toEqual(rows);
  });

  it('treats a missing value as empty text', () => {
    expect(filterRows(rows, { name: 'csv' }).map((row) => row.job_id)).toEqual([101]);
  });

  it('does not change the rows it is given', () => {
    const copy = structuredClone(rows);
    const result = filterRows(rows, {});
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
    expect(rows).toEqual(copy);
  });
});
