import { CompanyDetailsResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyDetailsQueryKey = ['company-details'] as const;

/** The path's spelling is the API's own (spec section 7). */
export function getCompanyDetails() {
  return apiRequest('/v2/get_comapnydetails', CompanyDetailsResponseSchema);
}

export function companyDetailsQueryOptions() {
  return queryOptions({ queryKey: companyDetailsQueryKey, queryFn: getCompanyDetails });
}

export function useCompanyDetails() {
  return useQuery(companyDetailsQueryOptions());
}
