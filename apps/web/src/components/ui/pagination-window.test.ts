import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window.ts';

describe(paginationWindow.name, () => {
  it('shows every page when there are no more pages than the window holds', () => {
    expect(paginationWindow(1, 3, 4)).toEqual([1, 2, 3]);
    expect(paginationWindow(2, 4, 4)).toEqual([1, 2, 3, 4]);
  });

  it('starts at page 1 while on the first page', () => {
    expect(paginationWindow(1, 10, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps one page before the current one in the middle of the range', () => {
    expect(paginationWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('stops at the last page near the end', () => {
    expect(paginationWindow(9, 10, 4)).toEqual([7, 8, 9, 10]);
    expect(paginationWindow(10, 10, 4)).toEqual([7, 8, 9, 10]);
  });

  it('never holds more than the window size', () => {
    for (let current = 1; current <= 25; current += 1) {
      const pages = paginationWindow(current, 25, 4);
      expect(pages).toHaveLength(4);
      expect(pages).toContain(current);
    }
  });

  it('treats a page outside the range as the nearest page', () => {
    expect(paginationWindow(0, 6, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(99, 6, 4)).toEqual([3, 4, 5, 6]);
  });

  it('is empty when there are no pages', () => {
    expect(paginationWindow(1, 0, 4)).toEqual([]);
  });
});
