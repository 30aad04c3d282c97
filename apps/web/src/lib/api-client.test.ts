import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, isAuthError } from './api-client.ts';

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
