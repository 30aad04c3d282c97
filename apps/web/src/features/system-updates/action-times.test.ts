// @vitest-environment happy-dom
import { PACKAGE_CHECKING_WINDOW_MS } from '@rnorm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_TIMES_KEY, isInCheckingWindow, readActionTimes, recordActionTime } from './action-times.ts';

describe('package action times', () => {
  afterEach(() => localStorage.clear());

  it('keeps a package in its window for 70 s after its action', () => {
    const times = recordActionTime('Content', 1_000_000);
    expect(isInCheckingWindow(times, 'Content', 1_000_000 + PACKAGE_CHECKING_WINDOW_MS - 1)).toBe(true);
    expect(isInCheckingWindow(times, 'Content', 1_000_000 + PACKAGE_CHECKING_WINDOW_MS)).toBe(false);
    expect(isInCheckingWindow(times, 'Model', 1_000_000)).toBe(false);
  });

  it('removes older records from storage', () => {
    recordActionTime('Content', 1_000_000);
    recordActionTime('Model', 1_030_000);
    expect(Object.keys(readActionTimes(1_000_000 + PACKAGE_CHECKING_WINDOW_MS))).toEqual(['Model']);
    expect(JSON.parse(localStorage.getItem(ACTION_TIMES_KEY)!)).toEqual({ Model: 1_030_000 });
    expect(readActionTimes(1_030_000 + PACKAGE_CHECKING_WINDOW_MS)).toEqual({});
    expect(localStorage.getItem(ACTION_TIMES_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(ACTION_TIMES_KEY, 'not json');
    expect(readActionTimes(1_000)).toEqual({});
    localStorage.setItem(ACTION_TIMES_KEY, JSON.stringify({ Content: 'soon', Model: 900 }));
    expect(readActionTimes(1_000)).toEqual({ Model: 900 });
  });
});
