import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { queryRetryDelay, shouldRetryQuery } from './query-client.ts';

const errorBody = (statusCode: number) => ({ statusCode, code: 'UNAUTHENTICATED' as const, message: 'No.' });

describe(shouldRetryQuery.name, () => {
  it('retries a failed query up to three times', () => {
    const error = new ApiError(503, null);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('does not retry when the key is missing or not allowed', () => {
    expect(shouldRetryQuery(0, new ApiError(401, errorBody(401)))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, errorBody(403)))).toBe(false);
  });
});

describe(queryRetryDelay.name, () => {
  it('doubles from one second up to thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
