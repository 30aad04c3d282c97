import { Button, Group, Select, Stack } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { useState } from 'react';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCompanyDetails } from '../api/get-company-details.ts';
import { useSetJobRetention } from '../api/set-job-retention.ts';

/** The periods offered, in days; a period set through the API is offered beside them. */
const RETENTION_DAYS = [30, 90, 180, 365, 730] as const;
const KEEP = 'keep';

/** How long the company keeps finished jobs before the product deletes them (issue 30's retention setting). */
export function JobRetentionForm() {
  const company = useCompanyDetails();
  const setRetention = useSetJobRetention();
  const saved = company.data?.job_retention_days ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const savedValue = saved === null ? KEEP : String(saved);
  const value = chosen ?? savedValue;

  const days = [...new Set([...RETENTION_DAYS, ...(saved === null ? [] : [saved])])].sort((a, b) => a - b);
  const options = [
    { value: KEEP, label: uiTexts.keepJobsUntilDeleted },
    ...days.map((count) => ({ value: String(count), label: uiTexts.deleteJobsAfter(count) })),
  ];

  const save = () => {
    const request = { job_retention_days: value === KEEP ? null : Number(value) };
    setRetention.mutate(request, {
      onSuccess: (response) => {
        notify.success(response.message);
        setChosen(null);
      },
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
    });
  };

  return (
    <Stack gap="md">
      <Select
        label={uiTexts.jobRetentionLabel}
        description={uiTexts.jobRetentionHelp}
        data={options}
        value={value}
        onChange={(next) => setChosen(next ?? KEEP)}
        allowDeselect={false}
        disabled={company.isPending || company.isError}
      />
      <Group justify="flex-end">
        <Button
          onClick={save}
          disabled={company.isPending || company.isError || setRetention.isPending || value === savedValue}
          loading={setRetention.isPending}
        >
          {uiTexts.saveJobRetention}
        </Button>
      </Group>
    </Stack>
  );
}
