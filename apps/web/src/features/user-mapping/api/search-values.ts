import { ValuesResponseSchema } from '@rnorm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userApiPath, type QueryParams } from '../../../lib/user-api-path.ts';

/**
 * Type-ahead suggestions for the last field of the query, best first. The query holds the fields before it in form
 * order, so the suggestions fit the values already chosen (see searchParams).
 */
export async function searchValues(params: QueryParams, signal?: AbortSignal): Promise<string[]> {
  const { values } = await apiRequest(userApiPath('/search', params), ValuesResponseSchema, { signal });
  return values;
}
