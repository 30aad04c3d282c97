import { Text } from '@mantine/core';
import { personalizationTexts as texts } from '../../config/personalization-texts.ts';

function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** When a record was changed last, and by whom (beyond the spec: overrides must be traceable). */
export function UpdatedStamp({ at, by }: { at: string; by: string | null }) {
  return (
    <>
      <Text fz="sm" component="time" dateTime={at} display="block">
        {formatDateTime(at)}
      </Text>
      {by && (
        <Text fz="xs" c="dimmed">
          {texts.updatedBy(by)}
        </Text>
      )}
    </>
  );
}
