// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListView } from './use-list-view.ts';

const rows = Array.from({ length: 13 }, (_, index) => ({
  id: index + 1,
  name: index % 2 === 0 ? `alpha ${index + 1}` : `beta ${index + 1}`,
}));

describe(useListView.name, () => {
  it('pages the rows six at a time', () => {
    const { result } = renderHook(() => useListView(rows));
    expect(result.current.totalPages).toBe(3);
    expect(result.current.pageRows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
    act(() => result.current.setPage(3));
    expect(result.current.pageRows.map((row) => row.id)).toEqual([13]);
  });

  it('returns to page 1 when a filter changes', () => {
    const { result } = renderHook(() => useListView(rows));
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    act(() => result.current.setFilter('name', 'alp'));
    expect(result.current.page).toBe(1);
    expect(result.current.filteredCount).toBe(7);
  });

  it('goes back a page after the only row of the last page is removed', () => {
    const { result } = renderHook(() => useListView(rows));
    act(() => result.current.setPage(3));
    act(() => result.current.onRowRemoved());
    expect(result.current.page).toBe(2);
  });
});
