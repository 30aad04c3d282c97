import { RuleMappingDetailResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-client.ts';
import { queryString } from '../../../lib/user-api-path.ts';
import { ruleMappingsQueryKey } from './get-rule-mappings.ts';

/** One rule: its raw row and the normalized values it maps the row to. */
export function getRuleMapping(hashKey: string) {
  return apiRequest(
    `/v2/usermapping/get_normalised${queryString({ hash_key: hashKey })}`,
    RuleMappingDetailResponseSchema,
  );
}

/** 404: no rule of the company has this key; 400: the key cannot be one (not a UUID). */
export const isUnknownRule = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function ruleMappingQueryOptions(hashKey: string) {
  return queryOptions({
    queryKey: [...ruleMappingsQueryKey, 'detail', hashKey],
    queryFn: () => getRuleMapping(hashKey),
    // An unknown rule stays unknown: asking again cannot help.
    retry: (failureCount, error) => !isUnknownRule(error) && shouldRetryQuery(failureCount, error),
  });
}

export function useRuleMapping(hashKey: string) {
  return useQuery(ruleMappingQueryOptions(hashKey));
}
