import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterRemoval, pageCount, pageItems } from './paging.ts';

describe(pageAfterRemoval.name, () => {
  it('goes back one page when the last page held only the removed row', () => {
    // 13 rows at 6 a page: page 3 holds row 13 only.
    expect(pageAfterRemoval(3, 13, 6)).toBe(2);
  });

  it('stays when the last page still has rows left', () => {
    expect(pageAfterRemoval(3, 14, 6)).toBe(3);
  });

  it('stays on page 1 even when it held one row', () => {
    expect(pageAfterRemoval(1, 1, 6)).toBe(1);
  });

  it('stays on a page that is not the last one', () => {
    expect(pageAfterRemoval(2, 13, 6)).toBe(2);
  });
});

describe(pageCount.name, () => {
  it('rounds up and has at least one page', () => {
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(1);
  });
});

describe(clampPage.name, () => {
  it('moves a page past the end back to the last page', () => {
    expect(clampPage(4, 13, 6)).toBe(3);
    expect(clampPage(0, 13, 6)).toBe(1);
    expect(clampPage(2, 13, 6)).toBe(2);
  });
});

describe(pageItems.name, () => {
  it('returns the rows of a 1-based page', () => {
    const rows = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(pageItems(rows, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(rows, 3, 6)).toEqual([13]);
  });
});
