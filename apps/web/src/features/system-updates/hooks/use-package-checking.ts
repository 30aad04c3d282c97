import { useCallback, useEffect, useState } from 'react';
import { isInCheckingWindow, readActionTimes, recordActionTime, type ActionTimes } from '../action-times.ts';

/** The checking window is re-evaluated this often (spec section 9). */
export const CHECKING_TICK_MS = 1_000;

interface Clock {
  now: number;
  times: ActionTimes;
}

/**
 * Which packages are in their checking window after an action (spec section 4): recorded in localStorage, so a
 * reload keeps the window, and re-read every second while any record is left.
 */
export function usePackageChecking() {
  const [clock, setClock] = useState<Clock>(() => {
    const now = Date.now();
    return { now, times: readActionTimes(now) };
  });
  const hasRecords = Object.keys(clock.times).length > 0;

  useEffect(() => {
    if (!hasRecords) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ now, times: readActionTimes(now) });
    }, CHECKING_TICK_MS);
    return () => clearInterval(timer);
  }, [hasRecords]);

  const record = useCallback((name: string) => {
    const now = Date.now();
    setClock({ now, times: recordActionTime(name, now) });
  }, []);

  const isChecking = useCallback((name: string) => isInCheckingWindow(clock.times, name, clock.now), [clock]);
  const isAnyChecking = Object.keys(clock.times).some((name) => isInCheckingWindow(clock.times, name, clock.now));

  return { isChecking, isAnyChecking, record };
}
