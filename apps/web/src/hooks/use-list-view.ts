import { LIST_PAGE_SIZE } from '@rnorm/contracts';
import { useMemo, useState } from 'react';
import { filterRows, type ListFilters } from '../lib/list-filter.ts';
import { clampPage, pageAfterRemoval, pageCount, pageItems } from '../lib/paging.ts';

/** Column filters and client-side paging of one list screen (spec sections 4 and 5). */
export function useListView<Row extends object>(rows: readonly Row[], pageSize: number = LIST_PAGE_SIZE) {
  const [filters, setFilters] = useState<ListFilters<Row>>({});
  const [requestedPage, setRequestedPage] = useState(1);

  const filteredRows = useMemo(() => filterRows(rows, filters), [rows, filters]);
  const page = clampPage(requestedPage, filteredRows.length, pageSize);

  return {
    filters,
    /** Any filter change starts again from page 1. */
    setFilter: (field: keyof Row & string, value: string) => {
      setFilters((current) => ({ ...current, [field]: value }));
      setRequestedPage(1);
    },
    page,
    setPage: setRequestedPage,
    totalPages: pageCount(filteredRows.length, pageSize),
    filteredCount: filteredRows.length,
    pageRows: pageItems(filteredRows, page, pageSize),
    /** Call once a row of the current page has left the list. */
    onRowRemoved: () => setRequestedPage(pageAfterRemoval(page, filteredRows.length, pageSize)),
  };
}
