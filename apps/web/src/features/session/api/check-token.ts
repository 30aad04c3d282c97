import { CheckTokenResponseSchema } from '@rnorm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function checkToken(userId: string) {
  return apiRequest(`/v2/api/check-token?user_id=${encodeURIComponent(userId)}`, CheckTokenResponseSchema);
}

export function checkTokenQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['session', 'check-token', userId],
    queryFn: () => checkToken(userId),
    staleTime: 5 * 60_000,
  });
}
