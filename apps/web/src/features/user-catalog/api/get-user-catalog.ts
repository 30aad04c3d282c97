import { UserCatalogListResponseSchema, UserCatalogViewResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { envelopeRequest, shouldRetryView } from '../../../lib/return-envelope.ts';

/** The list and every entry; a save or a delete reloads them all. */
export const userCatalogQueryKey = ['user-catalog'] as const;

/** Every entry of the company catalog; the list filters and pages on the client (spec section 5). */
export async function getUserCatalog() {
  const response = await envelopeRequest(userApiPath('/normalize/sw/user_catalog/view'), UserCatalogListResponseSchema);
  return response.ReturnObject.usercatalog_records;
}

export function userCatalogListQueryOptions() {
  return queryOptions({ queryKey: [...userCatalogQueryKey, 'list'], queryFn: getUserCatalog });
}

export function useUserCatalogList() {
  return useQuery(userCatalogListQueryOptions());
}

/** One entry, by its reference; a 404 when the company catalog has none with it. */
export async function getUserCatalogEntry(catRefId: number) {
  const response = await envelopeRequest(
    userApiPath('/normalize/sw/user_catalog/view_by_cat_ref', { u_cat_ref_id: catRefId }),
    UserCatalogViewResponseSchema,
  );
  return response.ReturnObject.usercatalog_record;
}

export function userCatalogEntryQueryOptions(catRefId: number) {
  return queryOptions({
    queryKey: [...userCatalogQueryKey, 'entry', catRefId],
    queryFn: () => getUserCatalogEntry(catRefId),
    // A 404 goes back to the list at once (spec section 8), not after three retries.
    retry: shouldRetryView,
  });
}

export function useUserCatalogEntry(catRefId: number) {
  return useQuery(userCatalogEntryQueryOptions(catRefId));
}
