import { CatalogEntryBulkResponseSchema, type CatalogEntry } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';

/** The most references one bulk call takes (CatalogEntryBulkRequestSchema). */
const MAX_REFS_PER_CALL = 100;

/** The spec's "nothing found" answer: ReturnCode 400. */
const NOT_FOUND_RETURN_CODE = 400;

/**
 * The catalog entries behind the given catalog references. ReturnCode 400 means none was found, which is an empty
 * list to the client, whether it comes in a 200 answer's envelope or as the HTTP status.
 */
export async function getCatalogEntries(refs: readonly string[]): Promise<CatalogEntry[]> {
  try {
    const response = await apiRequest(
      userApiPath('/normalize/sw/get_catalog_entry_bulk'),
      CatalogEntryBulkResponseSchema,
      { method: 'POST', body: { catref_list: refs.slice(0, MAX_REFS_PER_CALL) } },
    );
    return response.ReturnCode === NOT_FOUND_RETURN_CODE ? [] : response.ReturnObject.catalog_entries;
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND_RETURN_CODE) return [];
    throw error;
  }
}

export function catalogEntriesQueryOptions(refs: readonly string[]) {
  return queryOptions({
    queryKey: ['catalog-entries', refs],
    queryFn: () => getCatalogEntries(refs),
    // Catalog details change with content updates only, not while the user works through the list.
    staleTime: Infinity,
  });
}

/** The catalog details of one entry's suggestions, fetched once the suggestions are shown. */
export function useCatalogEntries(refs: readonly string[], isEnabled: boolean) {
  return useQuery({ ...catalogEntriesQueryOptions(refs), enabled: isEnabled && refs.length > 0 });
}
