import { CompanyUsersResponseSchema } from '@rnorm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyUsersQueryKey = ['company-users'] as const;

export async function getCompanyUsers() {
  const { users } = await apiRequest('/v2/api/admin/users', CompanyUsersResponseSchema);
  return users;
}

export function useCompanyUsers() {
  return useQuery(queryOptions({ queryKey: companyUsersQueryKey, queryFn: getCompanyUsers }));
}
