import { SegmentedControl } from '@mantine/core';
import { METRIC_PERIODS_DAYS } from '@rnorm/contracts';
import { insightsTexts as texts } from '../../../config/insights-texts.ts';

/** Last 7, 30 or 90 days. */
export function PeriodSelector({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <SegmentedControl
      aria-label={texts.periodLabel}
      value={String(days)}
      onChange={(value) => onChange(Number(value))}
      data={METRIC_PERIODS_DAYS.map((option) => ({ value: String(option), label: texts.periodOption(option) }))}
    />
  );
}
