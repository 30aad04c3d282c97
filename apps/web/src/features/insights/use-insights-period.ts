import { METRIC_DEFAULT_DAYS, METRIC_PERIODS_DAYS } from '@rnorm/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A `days` the screen offers, else the default: the period is in the address, so a chart view can be shared. */
export function parsePeriod(value: string | null): number {
  const days = Number(value);
  return (METRIC_PERIODS_DAYS as readonly number[]).includes(days) ? days : METRIC_DEFAULT_DAYS;
}

/** The chosen period in days (`?days=`), and a setter that replaces the address rather than adding to history. */
export function useInsightsPeriod(): [number, (days: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = parsePeriod(searchParams.get('days'));
  const setDays = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('days', String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [days, setDays];
}
