import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../config/env.ts';
import { setRuntimeApiBaseUrl } from '../config/runtime-env.ts';
import { ApiError, apiUrl, errorMessage, isAuthError } from './api-client.ts';

describe(errorMessage.name, () => {
  it("shows the API's message when the API sent one", () => {
    const error = new ApiError(409, { statusCode: 409, code: 'CONFLICT', message: 'This username is already taken.' });
    expect(errorMessage(error, 'Fallback')).toBe('This username is already taken.');
  });

  it('falls back when the failure did not come from the API', () => {
    expect(errorMessage(new ApiError(0, null), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});

describe(isAuthError.name, () => {
  it('is true for 401 and 403 only', () => {
    expect(isAuthError(new ApiError(401, null))).toBe(true);
    expect(isAuthError(new ApiError(403, null))).toBe(true);
    expect(isAuthError(new ApiError(500, null))).toBe(false);
    expect(isAuthError(new Error('x'))).toBe(false);
  });
});

describe(apiUrl.name, () => {
  afterEach(() => setRuntimeApiBaseUrl(null));

  it('puts the path on the runtime API address once the host has given one', () => {
    expect(apiUrl('/v2/rnorm_initialized')).toBe(`${env.apiBaseUrl}/v2/rnorm_initialized`);
    setRuntimeApiBaseUrl('https://api.example.com/');
    expect(apiUrl('/v2/rnorm_initialized')).toBe('https://api.example.com/v2/rnorm_initialized');
  });
});
