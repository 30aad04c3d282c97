import { describe, expect, it } from 'vitest';
import { DelimitedRecordParser } from '../index.ts';
import { collectDistinctRows, generateInventoryCsv } from './generate-inventory.ts';

const csv = (rows: number, seed: number) => [...generateInventoryCsv(rows, seed)].join('');

describe(generateInventoryCsv.name, () => {
  it('writes the same bytes for the same seed, and others for another seed', () => {
    expect(csv(3_000, 7)).toBe(csv(3_000, 7));
    expect(csv(3_000, 7)).not.toBe(csv(3_000, 8));
  });

  it('writes a header and exactly the rows asked for, each of three cells', () => {
    const records: string[][] = [];
    const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
    parser.push(csv(20_000, 1));
    parser.end();
    expect(records[0]).toEqual(['Publisher', 'Title', 'Version']);
    expect(records).toHaveLength(20_001);
    expect(records.every((cells) => cells.length === 3)).toBe(true);
  });

  it('looks like an inventory: repeated common titles, some KB rows, a long tail', () => {
    const lines = csv(50_000, 1).split('\r\n').slice(1, -1);
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    const kbShare = lines.filter((line) => /\(KB\d+\)/.test(line)).length / lines.length;
    expect(kbShare).toBeGreaterThan(0.03);
    expect(kbShare).toBeLessThan(0.08);
    expect(counts.size).toBeLessThan(lines.length / 3);
    expect([...counts.values()].filter((n) => n === 1).length).toBeGreaterThan(1_000);
    expect(lines.some((line) => line.startsWith('Microsoft Corporation,Microsoft Edge,'))).toBe(true);
  });
});

describe(collectDistinctRows.name, () => {
  it('returns distinct rows, deterministically', () => {
    const rows = collectDistinctRows(5_000, 3);
    expect(new Set(rows.map((row) => `${row.publisher}|${row.title}|${row.version}`)).size).toBe(5_000);
    expect(collectDistinctRows(5_000, 3)).toEqual(rows);
  });
});
