import {
  RESULT_CATALOG_FILTERS,
  RowStatusSchema,
  VulnerabilityFilterSchema,
  type ResultCatalogFilter,
  type RowStatus,
  type VulnerabilityFilter,
} from '@rnorm/contracts';
import { useSearchParams } from 'react-router';

/** The element the results table is in: a chart's choice scrolls it into view. */
export const RESULTS_TABLE_ID = 'job-results-table';

/** The results table's filters: a row status, or normalized rows by how they were named, and a vulnerability. */
export interface ResultFilters {
  status: RowStatus | '';
  catalog: ResultCatalogFilter | '';
  vulnerability: VulnerabilityFilter | '';
}

/** Whether a value names one of the results' catalog filters. */
export const isCatalogFilter = (value: string | null | undefined): value is ResultCatalogFilter =>
  (RESULT_CATALOG_FILTERS as readonly (string | null | undefined)[]).includes(value);

/**
 * The results table's filters, in the address (`?status=matchfix&vulnerability=affected`, `?catalog=title_only`), so
 * that a chart's part can set them and a filtered view can be shared; an unknown value is no filter.
 */
export function useResultFilters(): ResultFilters & { setFilters: (filters: Partial<ResultFilters>) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const catalog = searchParams.get('catalog');
  const filters: ResultFilters = {
    status: RowStatusSchema.safeParse(searchParams.get('status')).data ?? '',
    catalog: isCatalogFilter(catalog) ? catalog : '',
    vulnerability: VulnerabilityFilterSchema.safeParse(searchParams.get('vulnerability')).data ?? '',
  };
  /** Sets the filters given, keeping the others. */
  const setFilters = (changes: Partial<ResultFilters>) =>
    setSearchParams(
      (params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  return { ...filters, setFilters };
}
