import { SegmentedControl } from '@mantine/core';
import type { JobListScope } from '@rnorm/contracts';
import { uiTexts } from '../../config/ui-texts.ts';

/** An administrator's switch between their own jobs and the company's. */
export function ScopeSwitch({ scope, onChange }: { scope: JobListScope; onChange: (scope: JobListScope) => void }) {
  return (
    <SegmentedControl
      aria-label={uiTexts.jobScopeLabel}
      value={scope}
      onChange={(value) => onChange(value === 'company' ? 'company' : 'mine')}
      data={[
        { value: 'mine', label: uiTexts.myJobs },
        { value: 'company', label: uiTexts.companyJobs },
      ]}
    />
  );
}
