import { QueryCache, QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { ApiError, isAuthError } from './api-client.ts';
import { clearSession } from './cookies.ts';

const MAX_QUERY_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Retry up to 3 times (spec section 7), except when retrying cannot help: the key is bad or not allowed. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isAuthError(error)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s, ... capped at 30 s (spec section 7). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A key revoked or expired while the user works: the session is over, whichever screen noticed it.
        if (error instanceof ApiError && error.status === 401 && window.location.pathname !== paths.signIn) {
          clearSession();
          window.location.assign(paths.signIn);
        }
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
