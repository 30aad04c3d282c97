import { FieldNamesResponseSchema, ValuesResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { envelopeRequest } from '../../../lib/return-envelope.ts';

/** The fields a data mapping can rewrite (publisher, name, edition, …), from the catalog; not per user. */
export async function getFieldNames() {
  const response = await envelopeRequest('/v2/ritcatalog/field_names', FieldNamesResponseSchema);
  return response.ReturnObject.field_names;
}

export function fieldNamesQueryOptions() {
  return queryOptions({
    queryKey: ['ritcatalog', 'field-names'],
    queryFn: getFieldNames,
    // The list changes with content updates only.
    staleTime: Infinity,
  });
}

export function useFieldNames() {
  return useQuery(fieldNamesQueryOptions());
}

/** How long suggestions stay fresh: the check on Create reuses the ones the type-ahead fetched. */
const VALUES_STALE_MS = 60_000;

/** The normalized values of a field that contain `filter`, any case, best first. */
export async function getDistinctValues(fieldName: string, filter: string) {
  const response = await envelopeRequest(
    userApiPath('/ritcatalog/distinct_values', { field_name: fieldName, filter }),
    ValuesResponseSchema,
  );
  return response.values;
}

export function distinctValuesQueryOptions(fieldName: string, filter: string) {
  return queryOptions({
    queryKey: ['ritcatalog', 'distinct-values', fieldName, filter],
    queryFn: () => getDistinctValues(fieldName, filter),
    staleTime: VALUES_STALE_MS,
  });
}

/** Suggestions for what is typed; nothing is asked until a field is chosen and something is typed. */
export function useDistinctValues(fieldName: string | undefined, filter: string) {
  return useQuery({
    ...distinctValuesQueryOptions(fieldName ?? '', filter),
    enabled: Boolean(fieldName) && filter !== '',
  });
}
