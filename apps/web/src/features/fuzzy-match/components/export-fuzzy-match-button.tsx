import { Anchor, Group, Loader } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useExportFuzzyMatches } from '../api/export-fuzzy-matches.ts';

/** The Export Fuzzy Match link: downloads every fuzzy-matched entry of the user as FuzzyMatches_{userId}.csv. */
export function ExportFuzzyMatchButton() {
  const exporter = useExportFuzzyMatches();
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      disabled={exporter.isPending}
      aria-busy={exporter.isPending}
      onClick={() => exporter.mutate()}
    >
      <Group component="span" gap={6} wrap="nowrap">
        {exporter.isPending ? <Loader size={14} /> : <IconDownload size={16} aria-hidden />}
        {uiTexts.exportFuzzyMatch}
      </Group>
    </Anchor>
  );
}
