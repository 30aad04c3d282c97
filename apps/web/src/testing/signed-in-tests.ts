import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSessionCookies } from './http-stubs.ts';

/**
 * For a file of screen tests against a stubbed API: each test starts signed in as `userId`, and leaves nothing behind
 * for the next (rendered screens, stubbed globals such as fetch, spies).
 */
export function signInForEachTest(userId: string) {
  beforeEach(() => setSessionCookies(userId));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
